import { localDateIn } from '../calendar/zoned';
import { airportByCode, type AirportCountryCode } from './airports';
import { localized, type LocalizedName } from './localized';
import { provinceCityById } from './provinces';

/**
 * A city with scheduled flights. Its code is what searches and routes use: the IATA airport
 * code when it has one airport ('MHD'), a four-letter code ending in C when it groups several
 * ('THRC' = THR Mehrabad + IKA Imam Khomeini, as in the spec's home routes).
 */
export interface City {
  readonly code: string;
  readonly countryCode: AirportCountryCode;
  /** Iranian cities only: id in provinces.ts. */
  readonly provinceId?: number;
  readonly name: LocalizedName;
  /** IATA codes of its airports, main one first. */
  readonly airports: readonly string[];
}

/** An Iranian city takes its names and province from the province-city table. */
function iranian(code: string, provinceCityId: number, airports: readonly string[]): City {
  const place = provinceCityById(provinceCityId);
  if (!place) throw new Error(`City ${code}: no province city ${provinceCityId}`);
  return { code, countryCode: 'IR', provinceId: place.provinceId, name: place.name, airports };
}

function abroad(countryCode: 'OM' | 'TR') {
  return (code: string, name: LocalizedName, airports: readonly string[] = [code]): City => ({
    code,
    countryCode,
    name,
    airports,
  });
}

const omani = abroad('OM');
const turkish = abroad('TR');

/** Main hubs first, as pickers show them before the user types. */
export const cities: readonly City[] = [
  // Iran
  iranian('THRC', 801, ['THR', 'IKA']),
  iranian('MHD', 1101, ['MHD']),
  iranian('KIH', 2903, ['KIH']),
  iranian('SYZ', 1701, ['SYZ']),
  iranian('IFN', 401, ['IFN']),
  iranian('TBZ', 101, ['TBZ']),
  iranian('AWZ', 1301, ['AWZ']),
  iranian('BND', 2901, ['BND']),
  iranian('KER', 2101, ['KER']),
  iranian('AZD', 3101, ['AZD']),
  iranian('ZAH', 1601, ['ZAH']),
  iranian('RAS', 2501, ['RAS']),
  iranian('SRY', 2701, ['SRY']),
  iranian('KSH', 2201, ['KSH']),
  iranian('OMH', 201, ['OMH']),
  iranian('ADU', 301, ['ADU']),
  iranian('BUZ', 701, ['BUZ']),
  iranian('GSM', 2902, ['GSM']),
  iranian('ZBR', 1602, ['ZBR']),
  iranian('ABD', 1302, ['ABD']),
  iranian('GBT', 2401, ['GBT']),
  iranian('HDM', 3001, ['HDM']),
  iranian('JWN', 1401, ['JWN']),
  iranian('XBJ', 1001, ['XBJ']),
  iranian('BJB', 1201, ['BJB']),
  iranian('LRR', 1706, ['LRR']),
  iranian('PGU', 706, ['PGU']),
  iranian('IIL', 601, ['IIL']),
  iranian('KHD', 2601, ['KHD']),
  iranian('SDG', 2001, ['SDG']),
  iranian('YES', 2301, ['YES']),
  iranian('CQD', 901, ['CQD']),
  iranian('DEF', 1303, ['DEF']),
  iranian('BXR', 2105, ['BXR']),
  iranian('AFZ', 1103, ['AFZ']),
  iranian('SNX', 1501, ['SNX']),
  iranian('JYR', 2104, ['JYR']),
  iranian('SYJ', 2102, ['SYJ']),
  iranian('RJN', 2103, ['RJN']),
  iranian('ACZ', 1604, ['ACZ']),
  iranian('IHR', 1603, ['IHR']),
  iranian('AJK', 2801, ['AJK']),
  iranian('RZR', 2706, ['RZR']),
  iranian('PFQ', 302, ['PFQ']),
  iranian('BDH', 2905, ['BDH']),
  iranian('LFM', 1707, ['LFM']),
  iranian('MRX', 1305, ['MRX']),
  iranian('JAR', 1704, ['JAR']),
  // Oman
  omani('MCT', localized('مسقط', 'مسقط', 'Muscat', 'Maskat')),
  omani('SLL', localized('صلاله', 'صلالة', 'Salalah', 'Salalah')),
  omani('DQM', localized('دقم', 'الدقم', 'Duqm', 'Dukm')),
  omani('OHS', localized('صحار', 'صحار', 'Sohar', 'Suhar')),
  omani('KHS', localized('خصب', 'خصب', 'Khasab', 'Hasab')),
  // Türkiye
  turkish('ISTC', localized('استانبول', 'إسطنبول', 'Istanbul', 'İstanbul'), ['IST', 'SAW']),
  turkish('ESB', localized('آنکارا', 'أنقرة', 'Ankara', 'Ankara')),
  turkish('ADB', localized('ازمیر', 'إزمير', 'Izmir', 'İzmir')),
  turkish('AYT', localized('آنتالیا', 'أنطاليا', 'Antalya', 'Antalya')),
  turkish('TZX', localized('ترابزون', 'طرابزون', 'Trabzon', 'Trabzon')),
  // Çukurova airport (in Tarsus) serves Adana and Mersin.
  turkish('COV', localized('آدانا', 'أضنة', 'Adana', 'Adana')),
  turkish('DLM', localized('دالامان', 'دالامان', 'Dalaman', 'Dalaman')),
  turkish('BJV', localized('بدروم', 'بودروم', 'Bodrum', 'Bodrum')),
  turkish('GZT', localized('غازی\u200cعنتاب', 'غازي عنتاب', 'Gaziantep', 'Gaziantep')),
  turkish('ASR', localized('قیصریه', 'قيصري', 'Kayseri', 'Kayseri')),
  turkish('KYA', localized('قونیه', 'قونية', 'Konya', 'Konya')),
  turkish('VAN', localized('وان', 'وان', 'Van', 'Van')),
  turkish('ERZ', localized('ارزروم', 'أرضروم', 'Erzurum', 'Erzurum')),
  turkish('DIY', localized('دیاربکر', 'ديار بكر', 'Diyarbakır', 'Diyarbakır')),
  turkish('SZF', localized('سامسون', 'سامسون', 'Samsun', 'Samsun')),
  turkish('MLX', localized('ملاطیه', 'ملطية', 'Malatya', 'Malatya')),
  turkish('HTY', localized('هاتای', 'هاتاي', 'Hatay', 'Hatay')),
  turkish('GNY', localized('شانلی\u200cاورفا', 'شانلي أورفا', 'Şanlıurfa', 'Şanlıurfa')),
  turkish('EZS', localized('الازیغ', 'إلازيغ', 'Elazığ', 'Elazığ')),
  turkish('DNZ', localized('دنیزلی', 'دنيزلي', 'Denizli', 'Denizli')),
  turkish('YEI', localized('بورسا', 'بورصة', 'Bursa', 'Bursa')),
  turkish('KSY', localized('قارص', 'قارص', 'Kars', 'Kars')),
  turkish('GZP', localized('آلانیا', 'ألانيا', 'Alanya', 'Alanya')),
  turkish('NAV', localized('نوشهیر', 'نوشهير', 'Nevşehir', 'Nevşehir')),
  turkish('VAS', localized('سیواس', 'سيواس', 'Sivas', 'Sivas')),
  turkish('MQM', localized('ماردین', 'ماردين', 'Mardin', 'Mardin')),
  turkish('BAL', localized('باتمان', 'باطمان', 'Batman', 'Batman')),
  turkish('RZV', localized('ریزه', 'ريزة', 'Rize', 'Rize')),
  turkish('KCM', localized('کهرمان\u200cمرعش', 'قهرمان مرعش', 'Kahramanmaraş', 'Kahramanmaraş')),
  turkish('OGU', localized('اردو', 'أوردو', 'Ordu', 'Ordu')),
  turkish('IGD', localized('ایغدیر', 'إغدير', 'Iğdır', 'Iğdır')),
];

const byCode = new Map(cities.map((city) => [city.code, city]));
const byAirport = new Map(
  cities.flatMap((city) => city.airports.map((airport) => [airport, city] as const)),
);

/** The city with that code (case-insensitive), e.g. 'THRC' or 'MHD', or undefined. */
export function cityByCode(code: string): City | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** The city an airport serves: 'IKA' → Tehran (THRC). */
export function findCityOfAirport(airportCode: string): City | undefined {
  return byAirport.get(airportCode.trim().toUpperCase());
}

/**
 * Whether a flight between two cities crosses a border, so its passengers need passports
 * (decision 8). An unknown city counts as abroad: asking for a passport is the safe side.
 */
export function isInternationalRoute(originCity: string, destinationCity: string): boolean {
  const origin = cityByCode(originCity);
  const destination = cityByCode(destinationCity);
  return !origin || !destination || origin.countryCode !== destination.countryCode;
}

/** The local date at the origin city today (its main airport's zone). */
export function todayAt(cityCodeValue: string, now: Date): string {
  const city = cityByCode(cityCodeValue);
  const zone = city?.airports[0] ? airportByCode(city.airports[0])?.timeZone : undefined;
  return localDateIn(now, zone ?? 'Asia/Tehran');
}
