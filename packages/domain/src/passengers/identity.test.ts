import { describe, expect, it } from 'vitest';
import { isIranianNationalCode, isPassportNumber, isTcKimlik } from './identity';

describe('identity numbers', () => {
  it('checks the Iranian national code check digit', () => {
    expect(isIranianNationalCode('0499370899')).toBe(true);
    expect(isIranianNationalCode('0790419904')).toBe(true);
    expect(isIranianNationalCode('0499370898')).toBe(false);
    expect(isIranianNationalCode('1111111111')).toBe(false);
    expect(isIranianNationalCode('049937089')).toBe(false);
  });

  it('checks both TC Kimlik check digits', () => {
    expect(isTcKimlik('10000000146')).toBe(true);
    expect(isTcKimlik('10000000147')).toBe(false);
    expect(isTcKimlik('01234567890')).toBe(false);
  });

  it('takes passport numbers of letters and digits', () => {
    expect(isPassportNumber('U12345678')).toBe(true);
    expect(isPassportNumber('ABCDEFG')).toBe(false);
    expect(isPassportNumber('U1-2345')).toBe(false);
  });
});
