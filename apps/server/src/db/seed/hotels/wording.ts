import type { HotelType } from '@parvaz/domain/hotels/catalog';
import type { Language } from '@parvaz/domain/languages';
import type { LocalizedName } from '../../schema/reference';

// How a demo hotel is named, addressed and described in each language. Sentences are built so
// that the name, city and street never need a grammatical ending (Turkish suffixes, Arabic
// articles): they sit after a comma or after a word that takes no agreement.

type Words = Readonly<Record<Language, (name: string) => string>>;

const typeNames: Readonly<Record<HotelType, Words>> = {
  1: {
    fa: (n) => `هتل ${n}`,
    ar: (n) => `فندق ${n}`,
    en: (n) => `${n} Hotel`,
    tr: (n) => `${n} Otel`,
  },
  2: {
    fa: (n) => `هتل آپارتمان ${n}`,
    ar: (n) => `شقق ${n} الفندقية`,
    en: (n) => `${n} Hotel Apartments`,
    tr: (n) => `${n} Apart Otel`,
  },
  3: {
    fa: (n) => `مهمانپذیر ${n}`,
    ar: (n) => `دار ضيافة ${n}`,
    en: (n) => `${n} Guesthouse`,
    tr: (n) => `${n} Pansiyon`,
  },
  4: {
    fa: (n) => `سوئیت‌های ${n}`,
    ar: (n) => `وحدات ${n} السكنية`,
    en: (n) => `${n} Residences`,
    tr: (n) => `${n} Rezidans`,
  },
  5: {
    fa: (n) => `متل ${n}`,
    ar: (n) => `موتيل ${n}`,
    en: (n) => `${n} Motel`,
    tr: (n) => `${n} Motel`,
  },
  6: {
    fa: (n) => `اقامتگاه سنتی ${n}`,
    ar: (n) => `نزل ${n} التراثي`,
    en: (n) => `${n} Heritage House`,
    tr: (n) => `${n} Konağı`,
  },
  7: {
    fa: (n) => `اقامتگاه بوم‌گردی ${n}`,
    ar: (n) => `نزل ${n} البيئي`,
    en: (n) => `${n} Eco Lodge`,
    tr: (n) => `${n} Doğa Evi`,
  },
};

function inEach(make: (language: Language) => string): LocalizedName {
  return { fa: make('fa'), ar: make('ar'), en: make('en'), tr: make('tr') };
}

export function hotelName(type: HotelType, properName: LocalizedName): LocalizedName {
  return inEach((language) => typeNames[type][language](properName[language]));
}

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';

/** Persian text writes its numbers in Persian digits; the others in Western ones. */
export function digitsFor(language: Language, value: number): string {
  const text = String(value);
  return language === 'fa' ? text.replace(/\d/g, (d) => persianDigits[Number(d)] ?? d) : text;
}

export function addressOf(
  street: LocalizedName,
  number: number,
  city: LocalizedName,
): LocalizedName {
  return {
    fa: `${city.fa}، ${street.fa}، پلاک ${digitsFor('fa', number)}`,
    ar: `${street.ar}، رقم ${number}، ${city.ar}`,
    en: `${number} ${street.en}, ${city.en}`,
    tr: `${street.tr} No: ${number}, ${city.tr}`,
  };
}

interface Place {
  name: LocalizedName;
  city: LocalizedName;
  street: LocalizedName;
  stars: number;
}

type Sentence = Readonly<Record<Language, (p: Place, stars: string) => string>>;

/** The first sentence: what kind of place it is and where. */
const openings: Readonly<Record<HotelType, Sentence>> = {
  1: {
    fa: (p, s) => `${p.name.fa} هتلی ${s} ستاره در ${p.street.fa}، در قلب ${p.city.fa} است.`,
    ar: (p, s) => `${p.name.ar} فندق من فئة ${s} نجوم في ${p.street.ar}، في قلب ${p.city.ar}.`,
    en: (p, s) =>
      `${p.name.en} is a ${s}-star hotel on ${p.street.en}, in the heart of ${p.city.en}.`,
    tr: (p, s) =>
      `${p.name.tr}, ${p.city.tr} merkezinde, ${p.street.tr} üzerinde ${s} yıldızlı bir oteldir.`,
  },
  2: {
    fa: (p) =>
      `${p.name.fa} آپارتمان‌های مبله با آشپزخانه کوچک در ${p.street.fa} ${p.city.fa} دارد، مناسب خانواده‌ها و اقامت‌های طولانی.`,
    ar: (p) =>
      `يقدّم ${p.name.ar} شققاً مفروشة بمطبخ صغير في ${p.street.ar} بمدينة ${p.city.ar}، تناسب العائلات والإقامات الطويلة.`,
    en: (p) =>
      `${p.name.en} offers furnished apartments with a kitchenette on ${p.street.en}, ${p.city.en}, for families and longer stays.`,
    tr: (p) =>
      `${p.name.tr}, ${p.city.tr} şehrinde ${p.street.tr} üzerinde, aileler ve uzun konaklamalar için mutfaklı eşyalı daireler sunar.`,
  },
  3: {
    fa: (p) =>
      `${p.name.fa} مهمانپذیری کوچک و صمیمی در ${p.street.fa} ${p.city.fa} است که سال‌هاست یک خانواده آن را اداره می‌کند.`,
    ar: (p) =>
      `${p.name.ar} دار ضيافة صغيرة وودودة في ${p.street.ar} بمدينة ${p.city.ar}، تديرها العائلة نفسها منذ سنوات.`,
    en: (p) =>
      `${p.name.en} is a small, friendly guesthouse on ${p.street.en} in ${p.city.en}, kept by the same family for years.`,
    tr: (p) =>
      `${p.name.tr}, ${p.city.tr} şehrinde ${p.street.tr} üzerinde, yıllardır aynı ailenin işlettiği küçük ve samimi bir pansiyondur.`,
  },
  4: {
    fa: (p) =>
      `${p.name.fa} واحدهای اقامتی آرام و مستقل با ورودی جداگانه در ${p.street.fa} ${p.city.fa} اجاره می‌دهد.`,
    ar: (p) =>
      `يؤجّر ${p.name.ar} وحدات سكنية هادئة ومستقلة في ${p.street.ar} بمدينة ${p.city.ar}، لكل منها مدخل خاص.`,
    en: (p) =>
      `${p.name.en} rents quiet self-contained units on ${p.street.en}, ${p.city.en}, each with its own entrance.`,
    tr: (p) =>
      `${p.name.tr}, ${p.city.tr} şehrinde ${p.street.tr} üzerinde, her birinin ayrı girişi olan sakin ve bağımsız daireler kiralar.`,
  },
  5: {
    fa: (p) =>
      `${p.name.fa} متلی کنار جاده در ${p.street.fa}، در ورودی ${p.city.fa} است و خودرو را جلوی اتاق پارک می‌کنید.`,
    ar: (p) =>
      `${p.name.ar} موتيل على الطريق في ${p.street.ar} عند مدخل ${p.city.ar}، وتركن سيارتك أمام غرفتك.`,
    en: (p) =>
      `${p.name.en} is a roadside motel on ${p.street.en}, on the way into ${p.city.en}, with parking at your door.`,
    tr: (p) =>
      `${p.name.tr}, ${p.city.tr} girişinde, ${p.street.tr} üzerinde, arabanızı kapınızın önüne park edebileceğiniz bir yol motelidir.`,
  },
  6: {
    fa: (p) =>
      `${p.name.fa} خانه‌ای قدیمی و مرمت‌شده با حیاط و حوض در ${p.street.fa}، در بافت قدیم ${p.city.fa} است.`,
    ar: (p) =>
      `${p.name.ar} بيت قديم مرمَّم حول فناء فيه بركة، في ${p.street.ar} في قلب ${p.city.ar} القديم.`,
    en: (p) =>
      `${p.name.en} is a restored old house around a courtyard with a pool, on ${p.street.en} in old ${p.city.en}.`,
    tr: (p) =>
      `${p.name.tr}, eski ${p.city.tr} şehrinde, ${p.street.tr} üzerinde, havuzlu bir avlunun çevresinde restore edilmiş eski bir evdir.`,
  },
  7: {
    fa: (p) =>
      `${p.name.fa} اقامتگاهی بوم‌گردی نزدیک ${p.city.fa} است که مردم همین منطقه آن را با سنگ و خشت محلی ساخته‌اند.`,
    ar: (p) => `${p.name.ar} نُزل بيئي قرب ${p.city.ar}، بناه أهل المنطقة من الحجر والطوب المحليين.`,
    en: (p) =>
      `${p.name.en} is an eco lodge near ${p.city.en}, built by local hands from local stone and mud brick.`,
    tr: (p) =>
      `${p.name.tr}, ${p.city.tr} yakınında, yöre halkının yerel taş ve kerpiçle inşa ettiği bir doğa evidir.`,
  },
};

/** The second sentence: what is near, by city. */
const nearby: Readonly<Record<string, string>> = {
  MHD: 'حرم مطهر امام رضا با فاصله کمی قرار دارد و بازارهای شهر قدیم برای زائران در دسترس است.|يقع حرم الإمام الرضا على مسافة قصيرة، وأسواق المدينة القديمة قريبة من الزوار.|The shrine of Imam Reza is a short ride away, and pilgrims find the bazaars of the old city close by.|İmam Rıza Türbesi kısa bir yolculuk uzaklıkta, eski şehrin çarşıları da ziyaretçilere yakındır.',
  THRC: 'مترو، بازار بزرگ و موزه‌های مرکز تهران همه در دسترس هستند.|المترو والبازار الكبير ومتاحف وسط طهران كلها في المتناول.|The metro, the Grand Bazaar and the museums of central Tehran are all within easy reach.|Metro, Büyük Çarşı ve Tahran merkezindeki müzeler kolayca ulaşılabilir mesafededir.',
  KIH: 'ساحل مرجانی، مراکز خرید و کشتی یونانی جزیره چند دقیقه بیشتر فاصله ندارند.|شواطئ الجزيرة المرجانية ومراكز التسوق والسفينة اليونانية على بعد دقائق.|The island’s coral beaches, shopping centres and the Greek Ship are a few minutes away.|Adanın mercan plajları, alışveriş merkezleri ve Yunan Gemisi birkaç dakika uzaklıktadır.',
  SYZ: 'آرامگاه حافظ و سعدی، باغ ارم و بازار وکیل در نزدیکی هستند.|ضريحا حافظ وسعدي وحديقة إرم وبازار وكيل قريبة.|The tombs of Hafez and Saadi, the Eram Garden and the Vakil Bazaar are close by.|Hafız ve Sadi’nin türbeleri, Eram Bahçesi ve Vekil Çarşısı yakındadır.',
  IFN: 'میدان نقش جهان و پل‌های تاریخی زاینده‌رود با پیاده‌روی یا مسیر کوتاهی در دسترس‌اند.|ميدان نقش جهان والجسور القديمة على نهر زاينده رود على مسافة قريبة سيراً أو بالسيارة.|Naqsh-e Jahan Square and the old bridges over the Zayandeh Rud are an easy walk or ride away.|Nakş-ı Cihan Meydanı ve Zayenderud üzerindeki eski köprüler yürüyerek ya da kısa bir yolculukla ulaşılabilir.',
  TBZ: 'بازار سرپوشیده تبریز، از بزرگ‌ترین بازارهای جهان، و پارک ائل‌گلی در نزدیکی‌اند.|سوق تبريز المسقوف، من أكبر أسواق العالم، وحديقة إيل غولي قريبان.|The covered bazaar of Tabriz, one of the largest in the world, and El Goli park are nearby.|Dünyanın en büyük çarşılarından Tebriz Kapalı Çarşısı ve Elgölü Parkı yakındadır.',
  AZD: 'بادگیرها و کوچه‌های بافت تاریخی، مسجد جامع و میدان امیرچخماق در نزدیکی‌اند.|أبراج الرياح وأزقة المدينة القديمة والمسجد الجامع وميدان أمير جقماق قريبة.|The windcatchers and lanes of the old town, the Jameh Mosque and Amir Chakhmaq Square are close by.|Eski şehrin rüzgâr kuleleri ve dar sokakları, Cuma Camii ve Emir Çakmak Meydanı yakındadır.',
  ISTC: 'تنگه بسفر، شبه‌جزیره تاریخی و کشتی‌های شهری به‌راحتی در دسترس‌اند.|البوسفور وشبه الجزيرة التاريخية وعبّارات المدينة في المتناول.|The Bosphorus, the historic peninsula and the city’s ferries are within easy reach.|Boğaz, tarihi yarımada ve şehir vapurları kolayca ulaşılabilir mesafededir.',
  AYT: 'بافت قدیمی کالیچی، بندرگاه و سواحل طولانی لارا و کنیالتی نزدیک‌اند.|البلدة القديمة كاليجي والمرسى وشواطئ لارا وكونيالتي الطويلة قريبة.|The walled old town of Kaleiçi, the marina and the long beaches of Lara and Konyaaltı are close.|Kaleiçi, yat limanı ve Lara ile Konyaaltı’nın uzun plajları yakındadır.',
  ADB: 'تفرجگاه ساحلی کوردون، بازار کمرآلتی و برج ساعت در نزدیکی‌اند.|كورنيش كوردون وسوق كمر ألتي وبرج الساعة قريبة.|The seafront Kordon promenade, the Kemeraltı market and the clock tower are nearby.|Kordon sahil yolu, Kemeraltı Çarşısı ve Saat Kulesi yakındadır.',
  ESB: 'آنیت‌کبیر، موزه تمدن‌های آناتولی و قلعه آنکارا با فاصله کوتاهی قرار دارند.|أنيتكابير ومتحف حضارات الأناضول والقلعة على مسافة قصيرة.|Anıtkabir, the Museum of Anatolian Civilizations and the citadel are a short ride away.|Anıtkabir, Anadolu Medeniyetleri Müzesi ve Ankara Kalesi kısa bir yolculuk uzaklıktadır.',
  MCT: 'ساحل و بازار مطرح، خانه اپرای سلطنتی و مسجد جامع بزرگ با فاصله کوتاهی قرار دارند.|كورنيش مطرح وسوقه ودار الأوبرا السلطانية وجامع السلطان قابوس الأكبر على مسافة قصيرة.|The Mutrah Corniche and souq, the Royal Opera House and the Grand Mosque are a short drive away.|Matrah sahili ve çarşısı, Kraliyet Opera Binası ve Büyük Cami kısa bir sürüş uzaklıktadır.',
  SLL: 'بازار کندر، پارک البلید و نخلستان‌های نارگیل کنار دریا نزدیک‌اند؛ در فصل خریف تپه‌ها سبز می‌شوند.|سوق اللبان ومتنزه البليد وبساتين النارجيل قرب البحر قريبة؛ وفي موسم الخريف تخضرّ التلال.|The frankincense souq, Al Baleed park and the coconut groves by the sea are nearby; in the khareef season the hills turn green.|Günlük çarşısı, El Belid parkı ve deniz kıyısındaki hindistancevizi bahçeleri yakındadır; harif mevsiminde tepeler yeşillenir.',
  NZW: 'قلعه نزوا، بازار دام جمعه و سوق شهر با چند دقیقه پیاده‌روی در دسترس‌اند.|قلعة نزوى وسوق الماشية يوم الجمعة وسوق المدينة على بعد خطوات.|Nizwa Fort, the Friday livestock market and the souq are a short walk away.|Nizva Kalesi, Cuma hayvan pazarı ve çarşı kısa bir yürüyüş uzaklıktadır.',
  OHS: 'قلعه صحار، ساحل و بازار ماهی در نزدیکی‌اند.|قلعة صحار والكورنيش وسوق السمك قريبة.|Sohar Fort, the corniche and the fish market are close by.|Suhar Kalesi, sahil yolu ve balık pazarı yakındadır.',
};

/** The third sentence, when there is one: what the place is good for. */
export const closings = {
  pool: 'مهمانان پس از گشت روزانه در استخر خستگی در می‌کنند.|وبعد يوم من التجوال يستريح النزلاء في المسبح.|After a day out, guests cool off in the pool.|Misafirler gün boyu gezdikten sonra havuzda serinler.',
  restaurant:
    'رستوران آن از صبحانه تا شام غذاهای محلی سرو می‌کند.|ويقدّم مطعمه أطباق المنطقة من الفطور حتى العشاء.|Its restaurant serves the region’s dishes from breakfast to dinner.|Restoranı kahvaltıdan akşam yemeğine kadar yöresel yemekler sunar.',
  parking:
    'برای مهمانانی که با خودرو می‌آیند پارکینگ رایگان وجود دارد.|ويتوفر موقف مجاني للنزلاء القادمين بالسيارة.|There is free parking for guests who come by car.|Arabayla gelen misafirler için ücretsiz otopark vardır.',
  help: 'کارکنان با کمال میل در گرفتن تاکسی، تور و بلیت کمک می‌کنند.|ويسعد الموظفون بالمساعدة في حجز سيارات الأجرة والجولات والتذاكر.|The staff will gladly help with taxis, tours and tickets.|Personel taksi, tur ve bilet konusunda memnuniyetle yardımcı olur.',
} as const;
export type Closing = keyof typeof closings;

function split(text: string): LocalizedName {
  const [fa = '', ar = '', en = '', tr = ''] = text.split('|');
  return { fa, ar, en, tr };
}

/** Two or three sentences: the kind of place, what is near in its city, and maybe its strength. */
export function descriptionOf(
  type: HotelType,
  place: Place,
  cityCode: string,
  closing: Closing | null,
): LocalizedName {
  const near = split(nearby[cityCode] ?? '');
  const last = closing ? split(closings[closing]) : null;
  return inEach((language) =>
    [
      openings[type][language](place, digitsFor(language, place.stars)),
      near[language],
      last?.[language] ?? '',
    ]
      .filter((sentence) => sentence.length > 0)
      .join(' '),
  );
}
