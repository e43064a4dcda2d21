import type { Language } from '../languages';
import { localized, sortByName, type LocalizedName } from './localized';

/** One of Iran's 31 provinces (ostan). */
export interface Province {
  /** Stable id 1..31, in the Persian alphabetical order of the names. Never renumber. */
  readonly id: number;
  readonly name: LocalizedName;
}

/** A main city of a province: its capital first, then other large cities. */
export interface ProvinceCity {
  /** Stable id: provinceId × 100 + rank in the province (Tehran is 801). Never renumber. */
  readonly id: number;
  readonly provinceId: number;
  readonly name: LocalizedName;
}

function province(id: number, fa: string, ar: string, en: string, tr: string): Province {
  return { id, name: localized(fa, ar, en, tr) };
}

function city(id: number, fa: string, ar: string, en: string, tr: string): ProvinceCity {
  return { id, provinceId: Math.floor(id / 100), name: localized(fa, ar, en, tr) };
}

// One row per place, unwrapped, so the tables read (and diff) line by line.
// prettier-ignore
export const provinces: readonly Province[] = [
  province(1, 'آذربایجان شرقی', 'أذربيجان الشرقية', 'East Azerbaijan', 'Doğu Azerbaycan'),
  province(2, 'آذربایجان غربی', 'أذربيجان الغربية', 'West Azerbaijan', 'Batı Azerbaycan'),
  province(3, 'اردبیل', 'أردبيل', 'Ardabil', 'Erdebil'),
  province(4, 'اصفهان', 'أصفهان', 'Isfahan', 'İsfahan'),
  province(5, 'البرز', 'ألبرز', 'Alborz', 'Elburz'),
  province(6, 'ایلام', 'إيلام', 'Ilam', 'İlam'),
  province(7, 'بوشهر', 'بوشهر', 'Bushehr', 'Buşehr'),
  province(8, 'تهران', 'طهران', 'Tehran', 'Tahran'),
  province(9, 'چهارمحال و بختیاری', 'جهارمحال وبختياري', 'Chaharmahal and Bakhtiari', 'Çaharmahal ve Bahtiyari'),
  province(10, 'خراسان جنوبی', 'خراسان الجنوبية', 'South Khorasan', 'Güney Horasan'),
  province(11, 'خراسان رضوی', 'خراسان الرضوية', 'Razavi Khorasan', 'Horasan-ı Rezevi'),
  province(12, 'خراسان شمالی', 'خراسان الشمالية', 'North Khorasan', 'Kuzey Horasan'),
  province(13, 'خوزستان', 'خوزستان', 'Khuzestan', 'Huzistan'),
  province(14, 'زنجان', 'زنجان', 'Zanjan', 'Zencan'),
  province(15, 'سمنان', 'سمنان', 'Semnan', 'Simnan'),
  province(16, 'سیستان و بلوچستان', 'سيستان وبلوشستان', 'Sistan and Baluchestan', 'Sistan ve Belucistan'),
  province(17, 'فارس', 'فارس', 'Fars', 'Fars'),
  province(18, 'قزوین', 'قزوين', 'Qazvin', 'Kazvin'),
  province(19, 'قم', 'قم', 'Qom', 'Kum'),
  province(20, 'کردستان', 'كردستان', 'Kurdistan', 'Kürdistan'),
  province(21, 'کرمان', 'كرمان', 'Kerman', 'Kirman'),
  province(22, 'کرمانشاه', 'كرمانشاه', 'Kermanshah', 'Kirmanşah'),
  province(23, 'کهگیلویه و بویراحمد', 'كهكيلويه وبوير أحمد', 'Kohgiluyeh and Boyer-Ahmad', 'Kohgiluye ve Boyer Ahmed'),
  province(24, 'گلستان', 'كلستان', 'Golestan', 'Gülistan'),
  province(25, 'گیلان', 'جيلان', 'Gilan', 'Gilan'),
  province(26, 'لرستان', 'لرستان', 'Lorestan', 'Luristan'),
  province(27, 'مازندران', 'مازندران', 'Mazandaran', 'Mazenderan'),
  province(28, 'مرکزی', 'المركزية', 'Markazi', 'Merkezi'),
  province(29, 'هرمزگان', 'هرمزكان', 'Hormozgan', 'Hürmüzgan'),
  province(30, 'همدان', 'همدان', 'Hamadan', 'Hemedan'),
  province(31, 'یزد', 'يزد', 'Yazd', 'Yezd'),
];

// prettier-ignore
export const provinceCities: readonly ProvinceCity[] = [
  // 1 East Azerbaijan
  city(101, 'تبریز', 'تبريز', 'Tabriz', 'Tebriz'),
  city(102, 'مراغه', 'مراغة', 'Maragheh', 'Merağa'),
  city(103, 'مرند', 'مرند', 'Marand', 'Merend'),
  city(104, 'میانه', 'ميانة', 'Mianeh', 'Miyane'),
  city(105, 'اهر', 'أهر', 'Ahar', 'Ahar'),
  city(106, 'بناب', 'بناب', 'Bonab', 'Bonab'),
  // 2 West Azerbaijan
  city(201, 'ارومیه', 'أرومية', 'Urmia', 'Urmiye'),
  city(202, 'خوی', 'خوي', 'Khoy', 'Hoy'),
  city(203, 'مهاباد', 'مهاباد', 'Mahabad', 'Mahabad'),
  city(204, 'میاندوآب', 'مياندوآب', 'Miandoab', 'Miyandoab'),
  city(205, 'بوکان', 'بوكان', 'Bukan', 'Bukan'),
  city(206, 'سلماس', 'سلماس', 'Salmas', 'Selmas'),
  // 3 Ardabil
  city(301, 'اردبیل', 'أردبيل', 'Ardabil', 'Erdebil'),
  city(302, 'پارس\u200cآباد', 'بارس آباد', 'Parsabad', 'Parsabad'),
  city(303, 'مشگین\u200cشهر', 'مشكين شهر', 'Meshginshahr', 'Meşginşehr'),
  city(304, 'خلخال', 'خلخال', 'Khalkhal', 'Halhal'),
  city(305, 'گرمی', 'كرمي', 'Germi', 'Germi'),
  // 4 Isfahan
  city(401, 'اصفهان', 'أصفهان', 'Isfahan', 'İsfahan'),
  city(402, 'کاشان', 'كاشان', 'Kashan', 'Kâşan'),
  city(403, 'نجف\u200cآباد', 'نجف آباد', 'Najafabad', 'Necefabad'),
  city(404, 'خمینی\u200cشهر', 'خميني شهر', 'Khomeyni Shahr', 'Humeynişehr'),
  city(405, 'شاهین\u200cشهر', 'شاهين شهر', 'Shahin Shahr', 'Şahinşehr'),
  city(406, 'گلپایگان', 'كلبايكان', 'Golpayegan', 'Gülpayegan'),
  // 5 Alborz
  city(501, 'کرج', 'كرج', 'Karaj', 'Kerec'),
  city(502, 'فردیس', 'فرديس', 'Fardis', 'Ferdis'),
  city(503, 'نظرآباد', 'نظر آباد', 'Nazarabad', 'Nazarabad'),
  city(504, 'هشتگرد', 'هشتكرد', 'Hashtgerd', 'Heştgerd'),
  city(505, 'اشتهارد', 'اشتهارد', 'Eshtehard', 'Eştehard'),
  // 6 Ilam
  city(601, 'ایلام', 'إيلام', 'Ilam', 'İlam'),
  city(602, 'دهلران', 'دهلران', 'Dehloran', 'Dehloran'),
  city(603, 'مهران', 'مهران', 'Mehran', 'Mehran'),
  city(604, 'آبدانان', 'آبدانان', 'Abdanan', 'Abdanan'),
  city(605, 'ایوان', 'إيوان', 'Eyvan', 'Eyvan'),
  city(606, 'دره\u200cشهر', 'دره شهر', 'Darreh Shahr', 'Derreşehr'),
  // 7 Bushehr
  city(701, 'بوشهر', 'بوشهر', 'Bushehr', 'Buşehr'),
  city(702, 'برازجان', 'برازجان', 'Borazjan', 'Berazcan'),
  city(703, 'بندر گناوه', 'بندر كناوه', 'Bandar Genaveh', 'Bender Genave'),
  city(704, 'کنگان', 'كنكان', 'Kangan', 'Kengan'),
  city(705, 'جم', 'جم', 'Jam', 'Cem'),
  city(706, 'عسلویه', 'عسلوية', 'Asaluyeh', 'Asaluye'),
  // 8 Tehran
  city(801, 'تهران', 'طهران', 'Tehran', 'Tahran'),
  city(802, 'اسلامشهر', 'إسلامشهر', 'Eslamshahr', 'İslamşehr'),
  city(803, 'شهریار', 'شهريار', 'Shahriar', 'Şehriyar'),
  city(804, 'ورامین', 'ورامين', 'Varamin', 'Veramin'),
  city(805, 'پاکدشت', 'باكدشت', 'Pakdasht', 'Pakdeşt'),
  city(806, 'دماوند', 'دماوند', 'Damavand', 'Demavend'),
  // 9 Chaharmahal and Bakhtiari
  city(901, 'شهرکرد', 'شهركرد', 'Shahrekord', 'Şehr-i Kürd'),
  city(902, 'بروجن', 'بروجن', 'Borujen', 'Brucen'),
  city(903, 'فارسان', 'فارسان', 'Farsan', 'Farsan'),
  city(904, 'لردگان', 'لردكان', 'Lordegan', 'Lordegan'),
  // 10 South Khorasan
  city(1001, 'بیرجند', 'بيرجند', 'Birjand', 'Bircend'),
  city(1002, 'قائن', 'قاين', 'Qaen', 'Kayin'),
  city(1003, 'فردوس', 'فردوس', 'Ferdows', 'Firdevs'),
  city(1004, 'نهبندان', 'نهبندان', 'Nehbandan', 'Nehbendan'),
  // 11 Razavi Khorasan
  city(1101, 'مشهد', 'مشهد', 'Mashhad', 'Meşhed'),
  city(1102, 'نیشابور', 'نيسابور', 'Neyshabur', 'Nişabur'),
  city(1103, 'سبزوار', 'سبزوار', 'Sabzevar', 'Sebzevar'),
  city(1104, 'تربت حیدریه', 'تربت حيدرية', 'Torbat-e Heydarieh', 'Türbet-i Haydariye'),
  city(1105, 'قوچان', 'قوجان', 'Quchan', 'Kuçan'),
  city(1106, 'کاشمر', 'كاشمر', 'Kashmar', 'Keşmer'),
  // 12 North Khorasan
  city(1201, 'بجنورد', 'بجنورد', 'Bojnord', 'Bocnurd'),
  city(1202, 'شیروان', 'شيروان', 'Shirvan', 'Şirvan'),
  city(1203, 'اسفراین', 'إسفراين', 'Esfarayen', 'İsferayin'),
  city(1204, 'آشخانه', 'آشخانة', 'Ashkhaneh', 'Aşhane'),
  city(1205, 'جاجرم', 'جاجرم', 'Jajarm', 'Cacerm'),
  // 13 Khuzestan
  city(1301, 'اهواز', 'الأهواز', 'Ahvaz', 'Ahvaz'),
  city(1302, 'آبادان', 'عبادان', 'Abadan', 'Abadan'),
  city(1303, 'دزفول', 'دزفول', 'Dezful', 'Dezful'),
  city(1304, 'خرمشهر', 'خرمشهر', 'Khorramshahr', 'Hürremşehr'),
  city(1305, 'بندر ماهشهر', 'بندر ماهشهر', 'Bandar Mahshahr', 'Bender Mahşehr'),
  city(1306, 'شوشتر', 'شوشتر', 'Shushtar', 'Şuşter'),
  // 14 Zanjan
  city(1401, 'زنجان', 'زنجان', 'Zanjan', 'Zencan'),
  city(1402, 'ابهر', 'أبهر', 'Abhar', 'Ebher'),
  city(1403, 'خرمدره', 'خرمدره', 'Khorramdarreh', 'Hürremdere'),
  city(1404, 'قیدار', 'قيدار', 'Qeydar', 'Kaydar'),
  // 15 Semnan
  city(1501, 'سمنان', 'سمنان', 'Semnan', 'Simnan'),
  city(1502, 'شاهرود', 'شاهرود', 'Shahrud', 'Şahrud'),
  city(1503, 'دامغان', 'دامغان', 'Damghan', 'Damgan'),
  city(1504, 'گرمسار', 'كرمسار', 'Garmsar', 'Germsar'),
  city(1505, 'مهدیشهر', 'مهدي شهر', 'Mehdishahr', 'Mehdişehr'),
  // 16 Sistan and Baluchestan
  city(1601, 'زاهدان', 'زاهدان', 'Zahedan', 'Zahidan'),
  city(1602, 'چابهار', 'تشابهار', 'Chabahar', 'Çabahar'),
  city(1603, 'ایرانشهر', 'إيرانشهر', 'Iranshahr', 'İranşehr'),
  city(1604, 'زابل', 'زابل', 'Zabol', 'Zabul'),
  city(1605, 'سراوان', 'سراوان', 'Saravan', 'Seravan'),
  city(1606, 'خاش', 'خاش', 'Khash', 'Haş'),
  // 17 Fars
  city(1701, 'شیراز', 'شيراز', 'Shiraz', 'Şiraz'),
  city(1702, 'مرودشت', 'مرودشت', 'Marvdasht', 'Merdeşt'),
  city(1703, 'کازرون', 'كازرون', 'Kazerun', 'Kazerun'),
  city(1704, 'جهرم', 'جهرم', 'Jahrom', 'Cehrom'),
  city(1705, 'فسا', 'فسا', 'Fasa', 'Fesa'),
  city(1706, 'لار', 'لار', 'Lar', 'Lar'),
  city(1707, 'لامرد', 'لامرد', 'Lamerd', 'Lamerd'),
  // 18 Qazvin
  city(1801, 'قزوین', 'قزوين', 'Qazvin', 'Kazvin'),
  city(1802, 'تاکستان', 'تاكستان', 'Takestan', 'Takistan'),
  city(1803, 'الوند', 'ألوند', 'Alvand', 'Elvend'),
  city(1804, 'بوئین\u200cزهرا', 'بوئين زهراء', 'Buin Zahra', 'Buin Zehra'),
  city(1805, 'آبیک', 'آبيك', 'Abyek', 'Abyek'),
  // 19 Qom
  city(1901, 'قم', 'قم', 'Qom', 'Kum'),
  city(1902, 'جعفریه', 'جعفرية', 'Jafariyeh', 'Caferiye'),
  city(1903, 'کهک', 'كهك', 'Kahak', 'Kehek'),
  city(1904, 'سلفچگان', 'سلفجكان', 'Salafchegan', 'Selefçegan'),
  // 20 Kurdistan
  city(2001, 'سنندج', 'سنندج', 'Sanandaj', 'Senendec'),
  city(2002, 'سقز', 'سقز', 'Saqqez', 'Sakız'),
  city(2003, 'مریوان', 'مريوان', 'Marivan', 'Merivan'),
  city(2004, 'بانه', 'بانه', 'Baneh', 'Bane'),
  city(2005, 'قروه', 'قروه', 'Qorveh', 'Kurve'),
  city(2006, 'بیجار', 'بيجار', 'Bijar', 'Bicar'),
  // 21 Kerman
  city(2101, 'کرمان', 'كرمان', 'Kerman', 'Kirman'),
  city(2102, 'سیرجان', 'سيرجان', 'Sirjan', 'Sircan'),
  city(2103, 'رفسنجان', 'رفسنجان', 'Rafsanjan', 'Refsencan'),
  city(2104, 'جیرفت', 'جيرفت', 'Jiroft', 'Ciroft'),
  city(2105, 'بم', 'بم', 'Bam', 'Bem'),
  city(2106, 'زرند', 'زرند', 'Zarand', 'Zerend'),
  // 22 Kermanshah
  city(2201, 'کرمانشاه', 'كرمانشاه', 'Kermanshah', 'Kirmanşah'),
  city(2202, 'اسلام\u200cآباد غرب', 'إسلام آباد غرب', 'Eslamabad-e Gharb', 'İslamabad-ı Garb'),
  city(2203, 'کنگاور', 'كنكاور', 'Kangavar', 'Kengaver'),
  city(2204, 'هرسین', 'هرسين', 'Harsin', 'Harsin'),
  city(2205, 'سنقر', 'سنقر', 'Sonqor', 'Sunkur'),
  city(2206, 'پاوه', 'باوه', 'Paveh', 'Pave'),
  // 23 Kohgiluyeh and Boyer-Ahmad
  city(2301, 'یاسوج', 'ياسوج', 'Yasuj', 'Yasuç'),
  city(2302, 'دوگنبدان', 'دوكنبدان', 'Dogonbadan', 'Dogonbedan'),
  city(2303, 'دهدشت', 'دهدشت', 'Dehdasht', 'Dehdeşt'),
  city(2304, 'لیکک', 'ليكك', 'Likak', 'Likek'),
  // 24 Golestan
  city(2401, 'گرگان', 'جرجان', 'Gorgan', 'Gürgan'),
  city(2402, 'گنبد کاووس', 'كنبد كاووس', 'Gonbad-e Kavus', 'Günbed-i Kavus'),
  city(2403, 'علی\u200cآباد کتول', 'علي آباد كتول', 'Aliabad-e Katul', 'Aliabad-ı Katul'),
  city(2404, 'بندر ترکمن', 'بندر تركمن', 'Bandar Torkaman', 'Bender Türkmen'),
  city(2405, 'آزادشهر', 'آزادشهر', 'Azadshahr', 'Azadşehr'),
  city(2406, 'کردکوی', 'كردكوي', 'Kordkuy', 'Kürdkuy'),
  // 25 Gilan
  city(2501, 'رشت', 'رشت', 'Rasht', 'Reşt'),
  city(2502, 'بندر انزلی', 'بندر أنزلي', 'Bandar Anzali', 'Bender Enzeli'),
  city(2503, 'لاهیجان', 'لاهيجان', 'Lahijan', 'Lahican'),
  city(2504, 'لنگرود', 'لنكرود', 'Langarud', 'Lengerud'),
  city(2505, 'تالش', 'تالش', 'Talesh', 'Taliş'),
  city(2506, 'آستارا', 'آستارا', 'Astara', 'Astara'),
  // 26 Lorestan
  city(2601, 'خرم\u200cآباد', 'خرم آباد', 'Khorramabad', 'Hürremabad'),
  city(2602, 'بروجرد', 'بروجرد', 'Borujerd', 'Burucerd'),
  city(2603, 'دورود', 'دورود', 'Dorud', 'Dorud'),
  city(2604, 'الیگودرز', 'أليكودرز', 'Aligudarz', 'Aligudarz'),
  city(2605, 'کوهدشت', 'كوهدشت', 'Kuhdasht', 'Kuhdeşt'),
  city(2606, 'نورآباد', 'نور آباد', 'Nurabad', 'Nurabad'),
  // 27 Mazandaran
  city(2701, 'ساری', 'ساري', 'Sari', 'Sari'),
  city(2702, 'آمل', 'آمل', 'Amol', 'Amul'),
  city(2703, 'بابل', 'بابل', 'Babol', 'Babul'),
  city(2704, 'قائم\u200cشهر', 'قائم شهر', 'Qaem Shahr', 'Kaimşehr'),
  city(2705, 'بهشهر', 'بهشهر', 'Behshahr', 'Behşehr'),
  city(2706, 'رامسر', 'رامسر', 'Ramsar', 'Ramsar'),
  // 28 Markazi
  city(2801, 'اراک', 'أراك', 'Arak', 'Erak'),
  city(2802, 'ساوه', 'ساوة', 'Saveh', 'Save'),
  city(2803, 'خمین', 'خمين', 'Khomein', 'Humeyn'),
  city(2804, 'محلات', 'محلات', 'Mahallat', 'Mahallat'),
  city(2805, 'دلیجان', 'دليجان', 'Delijan', 'Delican'),
  city(2806, 'تفرش', 'تفرش', 'Tafresh', 'Tefriş'),
  // 29 Hormozgan
  city(2901, 'بندرعباس', 'بندر عباس', 'Bandar Abbas', 'Bender Abbas'),
  city(2902, 'قشم', 'قشم', 'Qeshm', 'Keşm'),
  city(2903, 'کیش', 'كيش', 'Kish', 'Kiş'),
  city(2904, 'میناب', 'ميناب', 'Minab', 'Minab'),
  city(2905, 'بندر لنگه', 'بندر لنجة', 'Bandar Lengeh', 'Bender Lenge'),
  // 30 Hamadan
  city(3001, 'همدان', 'همدان', 'Hamadan', 'Hemedan'),
  city(3002, 'ملایر', 'ملاير', 'Malayer', 'Melayer'),
  city(3003, 'نهاوند', 'نهاوند', 'Nahavand', 'Nihavend'),
  city(3004, 'تویسرکان', 'تويسركان', 'Tuyserkan', 'Tuyserkan'),
  city(3005, 'اسدآباد', 'أسد آباد', 'Asadabad', 'Esedabad'),
  city(3006, 'کبودرآهنگ', 'كبودر آهنك', 'Kabudarahang', 'Kebuderahenk'),
  // 31 Yazd
  city(3101, 'یزد', 'يزد', 'Yazd', 'Yezd'),
  city(3102, 'میبد', 'ميبد', 'Meybod', 'Meybod'),
  city(3103, 'اردکان', 'أردكان', 'Ardakan', 'Erdekan'),
  city(3104, 'بافق', 'بافق', 'Bafq', 'Bafk'),
  city(3105, 'مهریز', 'مهريز', 'Mehriz', 'Mehriz'),
  city(3106, 'تفت', 'تفت', 'Taft', 'Teft'),
];

const provinceById = new Map(provinces.map((p) => [p.id, p]));
const cityById = new Map(provinceCities.map((c) => [c.id, c]));

export function provinceOf(id: number): Province | undefined {
  return provinceById.get(id);
}

export function provinceCityById(id: number): ProvinceCity | undefined {
  return cityById.get(id);
}

/** Provinces named in `language`, sorted in that language's collation. */
export function listProvinces(language: Language): { id: number; name: string }[] {
  return sortByName(
    provinces.map((p) => ({ id: p.id, name: p.name[language] })),
    language,
  );
}

/**
 * Main cities of a province, capital first; undefined when no province has that id
 * (the API answers 404 then, while an empty list would mean "no cities").
 */
export function citiesOfProvince(
  provinceId: number,
  language: Language,
): { id: number; name: string; provinceId: number }[] | undefined {
  if (!provinceById.has(provinceId)) return undefined;
  return provinceCities
    .filter((c) => c.provinceId === provinceId)
    .map((c) => ({ id: c.id, name: c.name[language], provinceId: c.provinceId }));
}
