import { describe, expect, it } from 'vitest';
import { contactOfMobile, emailField, mobileField, normalizeMobile } from './contact';

describe('mobile numbers', () => {
  it('reads Iranian, Turkish and Omani mobiles in local and international form', () => {
    expect(normalizeMobile('0912 123 4567', 'IR')).toBe('+989121234567');
    expect(normalizeMobile('۰۹۱۲۱۲۳۴۵۶۷', 'IR')).toBe('+989121234567');
    expect(normalizeMobile('+90 532 123 45 67', 'IR')).toBe('+905321234567');
    expect(normalizeMobile('9123 4567', 'OM')).toBe('+96891234567');
  });

  it('refuses landlines and nonsense', () => {
    expect(normalizeMobile('021 6600 4000', 'IR')).toBeNull();
    expect(normalizeMobile('12345', 'IR')).toBeNull();
    expect(mobileField('IR').safeParse('0912').success).toBe(false);
  });
});

describe('e-mail', () => {
  it('accepts a real address and lowercases it', () => {
    expect(emailField.parse(' Ali@Example.COM ')).toBe('ali@example.com');
    expect(emailField.safeParse('ali@').success).toBe(false);
  });
});

describe('a stored mobile on a contact form', () => {
  it('gives the region and the national form, which reads back as the same number', () => {
    const contact = contactOfMobile('+989123456710');
    expect(contact).toEqual({ country: 'IR', mobile: '0912 345 6710' });
    expect(normalizeMobile(contact?.mobile ?? '', 'IR')).toBe('+989123456710');
    expect(contactOfMobile('+905324567810')?.country).toBe('TR');
    expect(contactOfMobile('not a number')).toBeNull();
  });
});
