import { localized, type LocalizedName } from '../reference/localized';

/**
 * The cities Parvaz sells hotels in (issue 18's 15). A city's code is the flight city's when
 * it has one (so a flight's destination leads to its hotels); Nizwa, with no airport, has its
 * own. The time zone is the one its hotels' nights and deadlines are counted in.
 */
export interface HotelCity {
  readonly code: string;
  readonly countryCode: 'IR' | 'TR' | 'OM';
  readonly name: LocalizedName;
  readonly timeZone: string;
  /** The centre the map opens on, and around which the demo hotels are placed. */
  readonly center: { readonly lat: number; readonly lng: number };
}

const city = (
  code: string,
  countryCode: HotelCity['countryCode'],
  name: LocalizedName,
  timeZone: string,
  lat: number,
  lng: number,
): HotelCity => ({ code, countryCode, name, timeZone, center: { lat, lng } });

const tehranZone = 'Asia/Tehran';
const istanbulZone = 'Europe/Istanbul';
const muscatZone = 'Asia/Muscat';

/** Most searched first, as the city picker lists them before the user types. */
export const hotelCities: readonly HotelCity[] = [
  city('MHD', 'IR', localized('مشهد', 'مشهد', 'Mashhad', 'Meşhed'), tehranZone, 36.2972, 59.6067),
  city('THRC', 'IR', localized('تهران', 'طهران', 'Tehran', 'Tahran'), tehranZone, 35.6997, 51.338),
  city('KIH', 'IR', localized('کیش', 'كيش', 'Kish', 'Kiş'), tehranZone, 26.5307, 53.98),
  city('SYZ', 'IR', localized('شیراز', 'شيراز', 'Shiraz', 'Şiraz'), tehranZone, 29.6103, 52.5311),
  city(
    'IFN',
    'IR',
    localized('اصفهان', 'أصفهان', 'Isfahan', 'İsfahan'),
    tehranZone,
    32.6546,
    51.668,
  ),
  city('TBZ', 'IR', localized('تبریز', 'تبريز', 'Tabriz', 'Tebriz'), tehranZone, 38.0792, 46.2887),
  city('AZD', 'IR', localized('یزد', 'يزد', 'Yazd', 'Yezd'), tehranZone, 31.8974, 54.3569),
  city(
    'ISTC',
    'TR',
    localized('استانبول', 'إسطنبول', 'Istanbul', 'İstanbul'),
    istanbulZone,
    41.0082,
    28.9784,
  ),
  city(
    'AYT',
    'TR',
    localized('آنتالیا', 'أنطاليا', 'Antalya', 'Antalya'),
    istanbulZone,
    36.8969,
    30.7133,
  ),
  city('ADB', 'TR', localized('ازمیر', 'إزمير', 'Izmir', 'İzmir'), istanbulZone, 38.4237, 27.1428),
  city(
    'ESB',
    'TR',
    localized('آنکارا', 'أنقرة', 'Ankara', 'Ankara'),
    istanbulZone,
    39.9334,
    32.8597,
  ),
  city('MCT', 'OM', localized('مسقط', 'مسقط', 'Muscat', 'Maskat'), muscatZone, 23.588, 58.3829),
  city(
    'SLL',
    'OM',
    localized('صلاله', 'صلالة', 'Salalah', 'Salalah'),
    muscatZone,
    17.0151,
    54.0924,
  ),
  city('NZW', 'OM', localized('نزوا', 'نزوى', 'Nizwa', 'Nizva'), muscatZone, 22.9333, 57.5333),
  city('OHS', 'OM', localized('صحار', 'صحار', 'Sohar', 'Suhar'), muscatZone, 24.3643, 56.7468),
];

const byCode = new Map(hotelCities.map((c) => [c.code, c]));

export function hotelCityByCode(code: string): HotelCity | undefined {
  return byCode.get(code.toUpperCase());
}
