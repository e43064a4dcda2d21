import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone-number';

describe('normalizePhone', () => {
  it('takes an office’s landline as well as a mobile, in the country’s local form', () => {
    expect(normalizePhone('021 8888 1234', 'IR')).toBe('+982188881234');
    expect(normalizePhone('۰۲۱-۸۸۸۸-۱۲۳۴', 'IR')).toBe('+982188881234');
    expect(normalizePhone('0212 444 0 849', 'TR')).toBe('+902124440849');
    expect(normalizePhone('24 123456', 'OM')).toBe('+96824123456');
    expect(normalizePhone('09121234567', 'IR')).toBe('+989121234567');
  });

  it('refuses what no numbering plan has', () => {
    expect(normalizePhone('123', 'IR')).toBeNull();
    expect(normalizePhone('0000000', 'IR')).toBeNull();
    expect(normalizePhone('phone', 'TR')).toBeNull();
  });
});
