import { describe, expect, it } from 'vitest';
import { tenantLink, tenants } from './tenants';

describe('a link in a message', () => {
  it('is absolute on the brand’s own address', () => {
    expect(tenantLink(tenants.sepehran, '/hotels/voucher/123')).toBe(
      'https://sepehran.parvaz.travel/hotels/voucher/123',
    );
    expect(tenantLink(tenants.turk, 'tickets')).toBe('https://turk.parvaz.travel/tickets');
  });
});
