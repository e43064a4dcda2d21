import { localized, type LocalizedName } from './localized';

/** Countries the product flies within and between. */
export type AirportCountryCode = 'IR' | 'OM' | 'TR';

export const airportTimeZones = {
  IR: 'Asia/Tehran',
  OM: 'Asia/Muscat',
  TR: 'Europe/Istanbul',
} as const satisfies Record<AirportCountryCode, string>;

export type AirportTimeZone = (typeof airportTimeZones)[AirportCountryCode];

/** An airport with scheduled passenger flights. Flight times are shown in its `timeZone`. */
export interface Airport {
  /** IATA airport code, e.g. 'THR'. */
  readonly code: string;
  /** Code of the city it serves (see cities.ts): 'THRC' for THR and IKA. */
  readonly cityCode: string;
  readonly name: LocalizedName;
  readonly timeZone: AirportTimeZone;
  readonly latitude: number;
  readonly longitude: number;
}

/** "X International Airport" in each language, from X in each language. */
function international(fa: string, ar: string, en: string, tr: string): LocalizedName {
  return localized(
    `فرودگاه بین\u200cالمللی ${fa}`,
    `مطار ${ar} الدولي`,
    `${en} International Airport`,
    `${tr} Uluslararası Havalimanı`,
  );
}

/** "X Airport" in each language (the official name has no "International" in it). */
function plain(fa: string, ar: string, en: string, tr: string): LocalizedName {
  return localized(`فرودگاه ${fa}`, `مطار ${ar}`, `${en} Airport`, `${tr} Havalimanı`);
}

function inCountry(country: AirportCountryCode) {
  return (
    code: string,
    cityCode: string,
    name: LocalizedName,
    latitude: number,
    longitude: number,
  ): Airport => ({
    code,
    cityCode,
    name,
    timeZone: airportTimeZones[country],
    latitude,
    longitude,
  });
}

const ir = inCountry('IR');
const om = inCountry('OM');
const tr = inCountry('TR');

// One row per airport (unwrapped: a table is easier to check against a source).
// Coordinates: aerodrome reference points rounded to 4 decimals (OurAirports data).
// prettier-ignore
export const airports: readonly Airport[] = [
  // Iran
  ir('THR', 'THRC', international('مهرآباد', 'مهرآباد', 'Mehrabad', 'Mehrabad'), 35.6892, 51.3134),
  ir('IKA', 'THRC', international('امام خمینی', 'الإمام الخميني', 'Imam Khomeini', 'İmam Humeyni'), 35.4161, 51.1522),
  ir('MHD', 'MHD', international('شهید هاشمی\u200cنژاد مشهد', 'مشهد الشهيد هاشمي نجاد', 'Mashhad Shahid Hasheminejad', 'Meşhed Şehit Haşiminejad'), 36.2352, 59.641),
  ir('SYZ', 'SYZ', international('شهید دستغیب شیراز', 'شيراز الشهيد دستغيب', 'Shiraz Shahid Dastghaib', 'Şiraz Şehit Destgayb'), 29.5392, 52.5898),
  ir('IFN', 'IFN', international('شهید بهشتی اصفهان', 'أصفهان الشهيد بهشتي', 'Isfahan Shahid Beheshti', 'İsfahan Şehit Beheşti'), 32.7508, 51.8613),
  ir('TBZ', 'TBZ', international('شهید مدنی تبریز', 'تبريز الشهيد مدني', 'Tabriz Shahid Madani', 'Tebriz Şehit Medeni'), 38.1339, 46.235),
  ir('KIH', 'KIH', international('کیش', 'كيش', 'Kish', 'Kiş'), 26.5262, 53.9802),
  ir('AWZ', 'AWZ', international('اهواز', 'الأهواز', 'Ahvaz', 'Ahvaz'), 31.3374, 48.762),
  ir('BND', 'BND', international('بندرعباس', 'بندر عباس', 'Bandar Abbas', 'Bender Abbas'), 27.2183, 56.3778),
  ir('KER', 'KER', plain('کرمان', 'كرمان', 'Kerman', 'Kirman'), 30.2744, 56.9511),
  ir('AZD', 'AZD', international('شهید صدوقی یزد', 'يزد الشهيد صدوقي', 'Yazd Shahid Sadooghi', 'Yezd Şehit Sadugi'), 31.9049, 54.2765),
  ir('ZAH', 'ZAH', international('زاهدان', 'زاهدان', 'Zahedan', 'Zahidan'), 29.4757, 60.9062),
  ir('RAS', 'RAS', plain('سردار جنگل رشت', 'رشت سردار جنكل', 'Rasht Sardar-e Jangal', 'Reşt Serdar-ı Cengel'), 37.3233, 49.6178),
  ir('SRY', 'SRY', plain('دشت ناز ساری', 'ساري دشت ناز', 'Sari Dasht-e Naz', 'Sari Deşt-i Naz'), 36.6358, 53.1936),
  ir('KSH', 'KSH', plain('شهید اشرفی اصفهانی کرمانشاه', 'كرمانشاه الشهيد أشرفي أصفهاني', 'Kermanshah Shahid Ashrafi Esfahani', 'Kirmanşah Şehit Eşrefi İsfahani'), 34.3459, 47.1581),
  ir('OMH', 'OMH', plain('ارومیه', 'أرومية', 'Urmia', 'Urmiye'), 37.6681, 45.0687),
  ir('ADU', 'ADU', plain('اردبیل', 'أردبيل', 'Ardabil', 'Erdebil'), 38.3257, 48.4244),
  ir('BUZ', 'BUZ', plain('بوشهر', 'بوشهر', 'Bushehr', 'Buşehr'), 28.9448, 50.8346),
  ir('GSM', 'GSM', international('قشم', 'قشم', 'Qeshm', 'Keşm'), 26.7546, 55.9024),
  ir('ZBR', 'ZBR', plain('کنارک چابهار', 'تشابهار كنارك', 'Chabahar Konarak', 'Çabahar Konarak'), 25.4433, 60.3821),
  ir('ABD', 'ABD', international('آبادان', 'عبادان', 'Abadan', 'Abadan'), 30.3711, 48.2283),
  ir('GBT', 'GBT', plain('گرگان', 'جرجان', 'Gorgan', 'Gürgan'), 36.9094, 54.4013),
  ir('HDM', 'HDM', plain('همدان', 'همدان', 'Hamadan', 'Hemedan'), 34.8692, 48.5525),
  ir('JWN', 'JWN', plain('زنجان', 'زنجان', 'Zanjan', 'Zencan'), 36.7737, 48.3594),
  ir('XBJ', 'XBJ', plain('بیرجند', 'بيرجند', 'Birjand', 'Bircend'), 32.8981, 59.2661),
  ir('BJB', 'BJB', plain('بجنورد', 'بجنورد', 'Bojnord', 'Bocnurd'), 37.493, 57.3082),
  ir('LRR', 'LRR', international('لارستان', 'لارستان', 'Larestan', 'Laristan'), 27.6747, 54.3833),
  ir('PGU', 'PGU', international('خلیج فارس', 'الخليج الفارسي', 'Persian Gulf', 'Basra Körfezi'), 27.3796, 52.7377),
  ir('IIL', 'IIL', plain('ایلام', 'إيلام', 'Ilam', 'İlam'), 33.5866, 46.4048),
  ir('KHD', 'KHD', plain('خرم\u200cآباد', 'خرم آباد', 'Khorramabad', 'Hürremabad'), 33.4354, 48.2829),
  ir('SDG', 'SDG', plain('سنندج', 'سنندج', 'Sanandaj', 'Senendec'), 35.2459, 47.0092),
  ir('YES', 'YES', plain('یاسوج', 'ياسوج', 'Yasuj', 'Yasuç'), 30.7005, 51.5451),
  ir('CQD', 'CQD', plain('شهرکرد', 'شهركرد', 'Shahrekord', 'Şehr-i Kürd'), 32.2972, 50.8422),
  ir('DEF', 'DEF', plain('دزفول', 'دزفول', 'Dezful', 'Dezful'), 32.4344, 48.3976),
  ir('BXR', 'BXR', plain('بم', 'بم', 'Bam', 'Bem'), 29.0842, 58.45),
  ir('AFZ', 'AFZ', plain('سبزوار', 'سبزوار', 'Sabzevar', 'Sebzevar'), 36.1681, 57.5952),
  ir('SNX', 'SNX', plain('سمنان', 'سمنان', 'Semnan', 'Simnan'), 35.5911, 53.4951),
  ir('JYR', 'JYR', plain('جیرفت', 'جيرفت', 'Jiroft', 'Ciroft'), 28.7269, 57.6703),
  ir('SYJ', 'SYJ', plain('سیرجان', 'سيرجان', 'Sirjan', 'Sircan'), 29.5509, 55.6727),
  ir('RJN', 'RJN', plain('رفسنجان', 'رفسنجان', 'Rafsanjan', 'Refsencan'), 30.2977, 56.0511),
  ir('ACZ', 'ACZ', plain('زابل', 'زابل', 'Zabol', 'Zabul'), 31.0983, 61.5439),
  ir('IHR', 'IHR', plain('ایرانشهر', 'إيرانشهر', 'Iranshahr', 'İranşehr'), 27.2361, 60.72),
  ir('AJK', 'AJK', plain('اراک', 'أراك', 'Arak', 'Erak'), 34.1381, 49.8473),
  ir('RZR', 'RZR', plain('رامسر', 'رامسر', 'Ramsar', 'Ramsar'), 36.9099, 50.6796),
  ir('PFQ', 'PFQ', plain('پارس\u200cآباد مغان', 'بارس آباد مغان', 'Parsabad-Moghan', 'Parsabad-Muğan'), 39.6036, 47.8815),
  ir('BDH', 'BDH', plain('بندر لنگه', 'بندر لنجة', 'Bandar Lengeh', 'Bender Lenge'), 26.532, 54.8248),
  ir('LFM', 'LFM', plain('لامرد', 'لامرد', 'Lamerd', 'Lamerd'), 27.3727, 53.1888),
  ir('MRX', 'MRX', plain('ماهشهر', 'ماهشهر', 'Mahshahr', 'Mahşehr'), 30.5562, 49.1519),
  ir('JAR', 'JAR', plain('جهرم', 'جهرم', 'Jahrom', 'Cehrom'), 28.5867, 53.5791),
  // Oman
  om('MCT', 'MCT', international('مسقط', 'مسقط', 'Muscat', 'Maskat'), 23.5933, 58.2844),
  om('SLL', 'SLL', international('صلاله', 'صلالة', 'Salalah', 'Salalah'), 17.0387, 54.0913),
  om('DQM', 'DQM', international('دقم', 'الدقم', 'Duqm', 'Dukm'), 19.5019, 57.6342),
  om('OHS', 'OHS', international('صحار', 'صحار', 'Sohar', 'Suhar'), 24.4642, 56.6283),
  om('KHS', 'KHS', plain('خصب', 'خصب', 'Khasab', 'Hasab'), 26.171, 56.2406),
  // Türkiye
  tr('IST', 'ISTC', plain('استانبول', 'إسطنبول', 'Istanbul', 'İstanbul'), 41.2622, 28.7278),
  tr('SAW', 'ISTC', international('صبیحه گوکچن', 'صبيحة كوكجن', 'Sabiha Gökçen', 'Sabiha Gökçen'), 40.8986, 29.3092),
  tr('ESB', 'ESB', plain('اسنبوغا آنکارا', 'أنقرة إسنبوغا', 'Ankara Esenboğa', 'Ankara Esenboğa'), 40.1281, 32.9951),
  tr('ADB', 'ADB', plain('عدنان مندرس ازمیر', 'إزمير عدنان مندريس', 'Izmir Adnan Menderes', 'İzmir Adnan Menderes'), 38.2924, 27.157),
  tr('AYT', 'AYT', plain('آنتالیا', 'أنطاليا', 'Antalya', 'Antalya'), 36.8987, 30.8005),
  tr('TZX', 'TZX', plain('ترابزون', 'طرابزون', 'Trabzon', 'Trabzon'), 40.9951, 39.7897),
  // Çukurova replaced Adana Şakirpaşa (ADA) for airline traffic in August 2024.
  tr('COV', 'COV', international('چوکوروا', 'تشوكوروفا', 'Çukurova', 'Çukurova'), 36.8929, 35.072),
  tr('DLM', 'DLM', plain('دالامان', 'دالامان', 'Dalaman', 'Dalaman'), 36.7131, 28.7925),
  tr('BJV', 'BJV', plain('میلاس بدروم', 'ميلاس بودروم', 'Milas–Bodrum', 'Milas-Bodrum'), 37.2506, 27.6643),
  tr('GZT', 'GZT', plain('غازی\u200cعنتاب', 'غازي عنتاب', 'Gaziantep', 'Gaziantep'), 36.9472, 37.4787),
  tr('ASR', 'ASR', plain('قیصریه', 'قيصري', 'Kayseri', 'Kayseri'), 38.7704, 35.4954),
  tr('KYA', 'KYA', plain('قونیه', 'قونية', 'Konya', 'Konya'), 37.979, 32.5619),
  tr('VAN', 'VAN', plain('فریت ملن وان', 'وان فريت ميلين', 'Van Ferit Melen', 'Van Ferit Melen'), 38.4682, 43.3323),
  tr('ERZ', 'ERZ', plain('ارزروم', 'أرضروم', 'Erzurum', 'Erzurum'), 39.9565, 41.1702),
  tr('DIY', 'DIY', plain('دیاربکر', 'ديار بكر', 'Diyarbakır', 'Diyarbakır'), 37.8939, 40.201),
  tr('SZF', 'SZF', plain('چارشامبا سامسون', 'سامسون تشارشامبا', 'Samsun-Çarşamba', 'Samsun Çarşamba'), 41.2545, 36.5671),
  tr('MLX', 'MLX', plain('ملاطیه', 'ملطية', 'Malatya', 'Malatya'), 38.4353, 38.091),
  tr('HTY', 'HTY', plain('هاتای', 'هاتاي', 'Hatay', 'Hatay'), 36.3628, 36.2822),
  tr('GNY', 'GNY', plain('گاپ شانلی\u200cاورفا', 'شانلي أورفا غاب', 'Şanlıurfa GAP', 'Şanlıurfa GAP'), 37.4457, 38.8956),
  tr('EZS', 'EZS', plain('الازیغ', 'إلازيغ', 'Elazığ', 'Elazığ'), 38.6069, 39.2914),
  tr('DNZ', 'DNZ', plain('چارداک دنیزلی', 'دنيزلي تشارداك', 'Denizli Çardak', 'Denizli Çardak'), 37.7856, 29.7013),
  tr('YEI', 'YEI', plain('ینی\u200cشهیر بورسا', 'بورصة يني شهير', 'Bursa Yenişehir', 'Bursa Yenişehir'), 40.2552, 29.5626),
  tr('KSY', 'KSY', plain('هرقانی قارص', 'قارص هاراكاني', 'Kars Harakani', 'Kars Harakani'), 40.5622, 43.115),
  tr('GZP', 'GZP', plain('غازی\u200cپاشا آلانیا', 'غازي باشا ألانيا', 'Gazipaşa–Alanya', 'Gazipaşa-Alanya'), 36.2992, 32.3006),
  tr('NAV', 'NAV', plain('کاپادوکیا نوشهیر', 'نوشهير كابادوكيا', 'Nevşehir Kapadokya', 'Nevşehir Kapadokya'), 38.7719, 34.5345),
  tr('VAS', 'VAS', plain('نوری دمیراغ سیواس', 'سيواس نوري دميراغ', 'Sivas Nuri Demirağ', 'Sivas Nuri Demirağ'), 39.8138, 36.9035),
  tr('MQM', 'MQM', plain('ماردین', 'ماردين', 'Mardin', 'Mardin'), 37.2233, 40.6317),
  tr('BAL', 'BAL', plain('باتمان', 'باطمان', 'Batman', 'Batman'), 37.929, 41.1166),
  tr('RZV', 'RZV', plain('ریزه-آرتوین', 'ريزة-أرتفين', 'Rize–Artvin', 'Rize-Artvin'), 41.1692, 40.8289),
  tr('KCM', 'KCM', plain('کهرمان\u200cمرعش', 'قهرمان مرعش', 'Kahramanmaraş', 'Kahramanmaraş'), 37.5388, 36.9535),
  tr('OGU', 'OGU', plain('اردو-گیرسون', 'أوردو-غيرسون', 'Ordu–Giresun', 'Ordu-Giresun'), 40.9667, 38.08),
  tr('IGD', 'IGD', plain('ایغدیر', 'إغدير', 'Iğdır', 'Iğdır'), 39.9766, 43.8766),
];

const byCode = new Map(airports.map((airport) => [airport.code, airport]));

/** The airport with that IATA code (case-insensitive), or undefined. */
export function airportByCode(code: string): Airport | undefined {
  return byCode.get(code.trim().toUpperCase());
}
