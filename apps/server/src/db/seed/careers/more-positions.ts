import type { EmploymentType } from '@parvaz/domain/careers/career-rules';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Position } from './demo-positions';

// Two positions every brand hires for, in the brand's own cities: a revenue analyst at the head
// office and a reservations intern at the second office.

type PerLanguage = Record<Language, string>;

const offices: Record<TenantId, { head: PerLanguage; second: PerLanguage }> = {
  sepehran: {
    head: { fa: 'تهران', ar: 'طهران', en: 'Tehran', tr: 'Tahran' },
    second: { fa: 'مشهد', ar: 'مشهد', en: 'Mashhad', tr: 'Meşhed' },
  },
  turk: {
    head: { fa: 'استانبول', ar: 'إسطنبول', en: 'Istanbul', tr: 'İstanbul' },
    second: { fa: 'آنکارا', ar: 'أنقرة', en: 'Ankara', tr: 'Ankara' },
  },
  oman: {
    head: { fa: 'مسقط', ar: 'مسقط', en: 'Muscat', tr: 'Maskat' },
    second: { fa: 'صلاله', ar: 'صلالة', en: 'Salalah', tr: 'Salala' },
  },
};

const analyst: Record<Language, (city: string) => Position> = {
  fa: (city) => ({
    title: 'تحلیلگر درآمد و قیمت‌گذاری',
    terms: `${city}، تمام‌وقت، ترکیبی`,
    summary:
      'پیش‌بینی تقاضای مسیرها، پیشنهاد قیمت بلیت و هتل در فصل‌های پرسفر و گزارش هفتگی به مدیریت فروش.',
    needs: ['تسلط به SQL و اکسل', 'دست‌کم دو سال کار تحلیلی', 'آشنایی با صنعت گردشگری یک مزیت است'],
  }),
  en: (city) => ({
    title: 'Revenue and pricing analyst',
    terms: `${city}, full time, hybrid`,
    summary:
      'Forecast demand per route, propose fares and hotel rates for the busy seasons, and report weekly to the sales lead.',
    needs: [
      'Fluent SQL and spreadsheets',
      'Two years of analytical work',
      'Travel industry experience is a plus',
    ],
  }),
  ar: (city) => ({
    title: 'محلل الإيرادات والتسعير',
    terms: `${city}، دوام كامل، عمل هجين`,
    summary:
      'توقّع الطلب على كل خط، واقتراح أسعار التذاكر والفنادق في مواسم الذروة، وتقديم تقرير أسبوعي لمدير المبيعات.',
    needs: [
      'إتقان SQL وجداول البيانات',
      'خبرة سنتين في العمل التحليلي',
      'الخبرة في قطاع السفر ميزة إضافية',
    ],
  }),
  tr: (city) => ({
    title: 'Gelir ve fiyatlandırma analisti',
    terms: `${city}, tam zamanlı, hibrit`,
    summary:
      'Hat bazında talebi tahmin etmek, yoğun sezonlar için bilet ve otel fiyatları önermek, satış müdürüne haftalık rapor sunmak.',
    needs: [
      'İyi düzeyde SQL ve tablo programları',
      'En az iki yıl analiz deneyimi',
      'Turizm deneyimi artı puandır',
    ],
  }),
};

const intern: Record<Language, (city: string) => Position> = {
  fa: (city) => ({
    title: 'کارآموز واحد رزرو',
    terms: `${city}، کارآموزی شش‌ماهه`,
    summary:
      'در کنار کارشناسان رزرو، صدور بلیت، تغییر تاریخ و پاسخ به پرسش‌های مسافران را یاد می‌گیرید.',
    needs: [
      'دانشجو یا دانش‌آموختهٔ گردشگری یا رشته‌های مرتبط',
      'آشنایی با انگلیسی',
      'علاقه به کار با مسافران',
    ],
  }),
  en: (city) => ({
    title: 'Reservations intern',
    terms: `${city}, six-month internship`,
    summary:
      'Learn ticketing, date changes and answering travellers alongside our reservations agents.',
    needs: [
      'A student or graduate of tourism or a related field',
      'Working English',
      'Enjoys helping travellers',
    ],
  }),
  ar: (city) => ({
    title: 'متدرب في قسم الحجوزات',
    terms: `${city}، تدريب لمدة ستة أشهر`,
    summary: 'تتعلّم إصدار التذاكر وتغيير المواعيد والرد على أسئلة المسافرين مع موظفي الحجوزات.',
    needs: ['طالب أو خريج سياحة أو مجال قريب', 'إنجليزية جيدة', 'حب مساعدة المسافرين'],
  }),
  tr: (city) => ({
    title: 'Rezervasyon stajyeri',
    terms: `${city}, altı aylık staj`,
    summary:
      'Rezervasyon uzmanlarımızın yanında bilet kesmeyi, tarih değişikliğini ve yolcu sorularını yanıtlamayı öğrenin.',
    needs: [
      'Turizm ya da yakın bir alanda öğrenci veya mezun',
      'İyi düzeyde İngilizce',
      'Yolculara yardım etmekten keyif almak',
    ],
  }),
};

/** The two positions of a brand in a language, with their terms of employment. */
export function morePositions(
  tenant: TenantId,
  lang: Language,
): Array<Position & { employment: EmploymentType }> {
  const { head, second } = offices[tenant];
  return [
    { ...analyst[lang](head[lang]), employment: 'fullTime' },
    { ...intern[lang](second[lang]), employment: 'internship' },
  ];
}
