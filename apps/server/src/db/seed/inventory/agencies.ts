import type { LocalizedName } from '../../schema/reference';

export type AgencyClass = 'A' | 'B' | 'C';
export type Market = 'IR' | 'TR' | 'OM';

export interface AgencyProfile {
  /** Stable key of the demo agency (its id is the database's); also its logo's file name. */
  slug: string;
  name: LocalizedName;
  logo: string;
  class: AgencyClass;
  /** Countries it has offices in: it sells their domestic flights. */
  homes: readonly Market[];
  /** Whether it also sells flights between one of its countries and abroad. */
  international: boolean;
  /** Its service fee as a share of the fare, lowest and highest; big agencies charge less. */
  feeRate: readonly [number, number];
}

function agency(
  slug: string,
  agencyClass: AgencyClass,
  homes: readonly Market[],
  international: boolean,
  feeRate: readonly [number, number],
  fa: string,
  ar: string,
  en: string,
  tr: string,
): AgencyProfile {
  return {
    slug,
    name: { fa, ar, en, tr },
    logo: `/agencies/${slug}.svg`,
    class: agencyClass,
    homes,
    international,
    feeRate,
  };
}

// Invented names: none is a real agency's trade mark.
// prettier-ignore
export const agencies: readonly AgencyProfile[] = [
  agency('parsian-seir', 'A', ['IR'], true, [0.005, 0.012], 'پارسیان سیر', 'بارسيان سير', 'Parsian Seir', 'Parsian Seyr'),
  agency('aseman-pars', 'A', ['IR', 'OM'], true, [0.006, 0.015], 'آسمان پارس', 'سماء بارس', 'Aseman Pars Travel', 'Aseman Pars Seyahat'),
  agency('golden-route', 'A', ['IR', 'TR'], true, [0.008, 0.018], 'مسیر طلایی', 'الطريق الذهبي للسفر', 'Golden Route Travel', 'Altın Rota Seyahat'),
  agency('safar-gostar', 'B', ['IR'], false, [0.012, 0.025], 'سفرگستر', 'سفر كستر', 'Safar Gostar', 'Safar Gostar'),
  agency('simorgh-seir', 'B', ['IR'], true, [0.015, 0.028], 'سیمرغ سیر', 'سيمرغ سير', 'Simorgh Seir', 'Simurg Seyr'),
  agency('khazar-safar', 'C', ['IR'], false, [0.022, 0.04], 'خزر سفر', 'خزر سفر', 'Khazar Safar', 'Hazar Sefer'),
  agency('bosphorus-tour', 'A', ['TR'], true, [0.007, 0.016], 'بسفر تور', 'البوسفور للسياحة', 'Bosphorus Tour', 'Boğaziçi Tur'),
  agency('anatolia-sky', 'B', ['TR'], true, [0.012, 0.026], 'آسمان آناتولی', 'سماء الأناضول', 'Anatolia Sky Travel', 'Anadolu Gökyüzü Turizm'),
  agency('muscat-wings', 'B', ['OM'], true, [0.01, 0.024], 'بال‌های مسقط', 'أجنحة مسقط', 'Muscat Wings', 'Maskat Kanatları'),
  agency('dhofar-journeys', 'C', ['OM'], false, [0.02, 0.038], 'سفرهای ظفار', 'رحلات ظفار', 'Dhofar Journeys', 'Zufar Seyahatleri'),
];

const isHome = (agency: AgencyProfile, country: string) =>
  agency.homes.some((home) => home === country);

/** Agencies that sell a flight from one country to another (the same one for a domestic flight). */
export function agenciesFor(originCountry: string, destinationCountry: string): AgencyProfile[] {
  if (originCountry === destinationCountry) return agencies.filter((a) => isHome(a, originCountry));
  return agencies.filter(
    (a) => a.international && (isHome(a, originCountry) || isHome(a, destinationCountry)),
  );
}
