import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, isolatedPhone } from './phone';

describe('formatPhoneInternational', () => {
  it('groups a stored E.164 mobile by its country plan', () => {
    expect(formatPhoneInternational('+989121234567')).toBe('+98 912 123 4567');
    expect(formatPhoneInternational('+905321234567')).toBe('+90 532 123 45 67');
    expect(formatPhoneInternational('+96891234567')).toBe('+968 9123 4567');
  });

  it('reads Persian digits and a 00 prefix', () => {
    expect(formatPhoneInternational('۰۰۹۸۹۱۲۱۲۳۴۵۶۷')).toBe('+98 912 123 4567');
  });

  it('leaves text that is not an international number as given', () => {
    expect(formatPhoneInternational('09121234567')).toBe('09121234567');
    expect(formatPhoneInternational('')).toBe('');
  });

  it('isolates the number left to right for plain text', () => {
    expect(isolatedPhone('+989121234567')).toBe('\u2066+98 912 123 4567\u2069');
  });
});
