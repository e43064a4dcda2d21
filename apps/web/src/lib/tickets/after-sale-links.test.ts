import { describe, expect, it } from 'vitest';
import { addServiceUrl, refundPageUrl, ticketPageUrl, ticketPdfUrl } from './after-sale-links';

describe('after-sale links', () => {
  const token = 'a.b+c/d=';

  it('carry the access token safely in the address', () => {
    expect(ticketPageUrl(token)).toBe('/ticket?access=a.b%2Bc%2Fd%3D');
    expect(addServiceUrl(token)).toBe('/ssr?access=a.b%2Bc%2Fd%3D');
    expect(new URLSearchParams(refundPageUrl(token).split('?')[1]).get('access')).toBe(token);
  });

  it('choose a ticket for refund when given one', () => {
    expect(refundPageUrl('t', '0960000000042')).toBe('/refund?access=t&ticket=0960000000042');
  });

  it('point the PDF at the API with the token and the language', () => {
    expect(ticketPdfUrl('AB12 CD', token, 'fa', 'jalali')).toBe(
      '/api/ticket/pdf/AB12%20CD?access=a.b%2Bc%2Fd%3D&lang=fa&calendar=jalali',
    );
  });
});
