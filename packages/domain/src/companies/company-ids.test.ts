import { describe, expect, it } from 'vitest';
import {
  companyIdRules,
  compactCompanyId,
  iranianLegalIdCheckDigit,
  isIranianLegalId,
  isTurkishTaxNumber,
  turkishTaxNumberCheckDigit,
} from './company-ids';

describe('company identifiers', () => {
  it('checks an Iranian legal person’s national id by its check digit', () => {
    expect(isIranianLegalId('10380284790')).toBe(true);
    expect(isIranianLegalId('10380284791')).toBe(false);
    expect(isIranianLegalId('11111111111')).toBe(false);
    // The registry part may not be all zeros, whatever the check digit says.
    expect(isIranianLegalId('10300000000')).toBe(false);
    expect(isIranianLegalId('1038028479')).toBe(false);
    expect(isIranianLegalId('1038028479a')).toBe(false);
    // Every ten digits have exactly one digit that completes them.
    const made = `1410${'345678'}`;
    expect(isIranianLegalId(`${made}${iranianLegalIdCheckDigit(made)}`)).toBe(true);
  });

  it('checks a Turkish tax number (VKN) by its check digit', () => {
    expect(isTurkishTaxNumber('4540536920')).toBe(true);
    expect(isTurkishTaxNumber('4540536921')).toBe(false);
    expect(isTurkishTaxNumber('454053692')).toBe(false);
    expect(`${'123456789'}${turkishTaxNumberCheckDigit('123456789')}`).toBe('1234567890');
    expect(isTurkishTaxNumber('1234567890')).toBe(true);
  });

  it('takes each country’s numbers for the brand that applies them', () => {
    expect(companyIdRules.IRN.nationalId('10380284790')).toBe(true);
    expect(companyIdRules.IRN.economicCode('10380284790')).toBe(true);
    expect(companyIdRules.IRN.economicCode('411111111111')).toBe(true);
    expect(companyIdRules.IRN.economicCode('41111111')).toBe(false);
    expect(companyIdRules.TUR.nationalId('0454053692000017')).toBe(true);
    expect(companyIdRules.TUR.nationalId('4540536920')).toBe(false);
    expect(companyIdRules.TUR.economicCode('4540536920')).toBe(true);
    expect(companyIdRules.OMN.nationalId('1234567')).toBe(true);
    expect(companyIdRules.OMN.nationalId('0123456')).toBe(false);
    expect(companyIdRules.OMN.economicCode('OM1100012345')).toBe(true);
    expect(companyIdRules.OMN.economicCode('OM11000')).toBe(false);
  });

  it('reads numbers typed with spaces, dashes and small letters', () => {
    expect(compactCompanyId(' om-1100 012345 ')).toBe('OM1100012345');
    expect(compactCompanyId('103.8028.4790')).toBe('10380284790');
  });
});
