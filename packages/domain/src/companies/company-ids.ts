import type { NationalityCode } from '../tenants/tenants';

/**
 * A company's identifiers on a sign request, by the country of the brand it applies to: each
 * with its public check digit where the country has one. Iran: the national id of a legal person
 * (shenase-ye melli, 11 digits) and the economic code (the national id itself since 2018, or the
 * older 12 digits). Türkiye: the MERSİS number (16 digits) and the tax number (VKN, 10 digits).
 * Oman: the commercial registration (7 digits) and the VAT number (OM and 10 digits) or the tax
 * card (8 digits); Oman publishes no check digit, so its numbers are checked for shape only.
 */

const legalIdWeights = [29, 27, 23, 19, 17] as const;

/** The check digit of an Iranian legal person's national id over its first ten digits. */
export function iranianLegalIdCheckDigit(tenDigits: string): number {
  const offset = Number(tenDigits[9] ?? 0) + 2;
  let sum = 0;
  for (let i = 0; i < 10; i++)
    sum += (offset + Number(tenDigits[i] ?? 0)) * (legalIdWeights[i % 5] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 0 : remainder;
}

/** Iranian national id of a legal person: 11 digits, its registry part not zero, a check digit. */
export function isIranianLegalId(id: string): boolean {
  if (!/^\d{11}$/.test(id) || /^0+$/.test(id.slice(3, 9))) return false;
  return Number(id[10]) === iranianLegalIdCheckDigit(id.slice(0, 10));
}

/** The check digit of a Turkish tax number (VKN) over its first nine digits. */
export function turkishTaxNumberCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const power = 9 - i;
    const shifted = (Number(nineDigits[i] ?? 0) + power) % 10;
    if (shifted === 0) continue;
    const weighted = (shifted * 2 ** power) % 9;
    sum += weighted === 0 ? 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** Turkish tax number (Vergi Kimlik Numarası): 10 digits, the last a check digit. */
export function isTurkishTaxNumber(vkn: string): boolean {
  if (!/^\d{10}$/.test(vkn)) return false;
  return Number(vkn[9]) === turkishTaxNumberCheckDigit(vkn.slice(0, 9));
}

interface CompanyIdRules {
  nationalId: (id: string) => boolean;
  economicCode: (code: string) => boolean;
}

export const companyIdRules: Record<NationalityCode, CompanyIdRules> = {
  IRN: {
    nationalId: isIranianLegalId,
    economicCode: (code) => isIranianLegalId(code) || /^\d{12}$/.test(code),
  },
  TUR: {
    nationalId: (id) => /^0\d{15}$/.test(id),
    economicCode: isTurkishTaxNumber,
  },
  OMN: {
    nationalId: (id) => /^[1-9]\d{6}$/.test(id),
    economicCode: (code) => /^OM\d{10}$/.test(code) || /^\d{8}$/.test(code),
  },
};

/** The identifiers as they are compared and stored: digits and capitals, no spaces or dashes. */
export function compactCompanyId(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}
