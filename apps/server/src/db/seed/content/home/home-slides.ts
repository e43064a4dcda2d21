import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { HomeSlide } from '../../../schema/context';

// Each brand's three slides as the operator finds them in a new database: offers that suit its
// market, drawn with the site's own pictures and leading to its own pages.

type Words = Record<Language, { title: string; text: string }>;
const slide = (image: string, link: string, words: Words) => ({ image, link, words });

const slides: Record<TenantId, ReturnType<typeof slide>[]> = {
  sepehran: [
    slide('/blog/beach.svg', '/hotels?city=KIH', {
      fa: {
        title: 'بهار در کیش',
        text: 'پرواز روزانه از تهران و مشهد، و هتل‌های کنار دریا با صبحانه از یک شب.',
      },
      ar: {
        title: 'الربيع في كيش',
        text: 'رحلات يومية من طهران ومشهد، وفنادق على البحر مع الإفطار من ليلة واحدة.',
      },
      en: {
        title: 'Spring on Kish Island',
        text: 'Daily flights from Tehran and Mashhad, and seaside hotels with breakfast from one night.',
      },
      tr: {
        title: 'Kiş Adası’nda bahar',
        text: 'Tahran ve Meşhed’den her gün uçuşlar, bir geceden başlayan kahvaltılı sahil otelleri.',
      },
    }),
    slide('/hotels/facade-3.svg', '/hotels?city=MHD', {
      fa: {
        title: 'مشهد، با پرواز و یک شب آرام',
        text: 'بیش از ده پرواز روزانه از تهران و هتل‌هایی در چند قدمی حرم.',
      },
      ar: {
        title: 'مشهد، رحلة وليلة هادئة',
        text: 'أكثر من عشر رحلات يومية من طهران وفنادق على بعد خطوات من الحرم.',
      },
      en: {
        title: 'Mashhad, a flight and a quiet night',
        text: 'More than ten daily flights from Tehran and hotels a short walk from the shrine.',
      },
      tr: {
        title: 'Meşhed: bir uçuş ve sakin bir gece',
        text: 'Tahran’dan günde ondan fazla uçuş ve türbeye birkaç adım mesafede oteller.',
      },
    }),
    slide('/blog/garden.svg', '/blogs', {
      fa: {
        title: 'شیراز در فصل بهارنارنج',
        text: 'هشتاد دقیقه تا باغ ارم و تخت جمشید؛ راهنمای سفر آخر هفته را در مجله بخوانید.',
      },
      ar: {
        title: 'شيراز في موسم زهر البرتقال',
        text: 'ثمانون دقيقة إلى حديقة إرم وبرسبوليس؛ اقرأ دليل عطلة نهاية الأسبوع في المدونة.',
      },
      en: {
        title: 'Shiraz in orange-blossom season',
        text: 'Eighty minutes to Eram Garden and Persepolis: read our long-weekend guide on the blog.',
      },
      tr: {
        title: 'Portakal çiçeği mevsiminde Şiraz',
        text: 'Eram Bahçesi ve Persepolis’e seksen dakika: uzun hafta sonu rehberimiz blogda.',
      },
    }),
  ],
  oman: [
    slide('/blog/mountains.svg', '/hotels?city=SLL', {
      fa: {
        title: 'صلاله در فصل خریف',
        text: 'تپه‌های سبز و مه خنک از خرداد؛ پرواز روزانه از مسقط.',
      },
      ar: {
        title: 'صلالة في موسم الخريف',
        text: 'تلال خضراء وضباب منعش من يونيو؛ رحلات يومية من مسقط.',
      },
      en: {
        title: 'Salalah in the khareef',
        text: 'Green hills and cool mist from June, with daily flights from Muscat.',
      },
      tr: {
        title: 'Hareef mevsiminde Salalah',
        text: 'Hazirandan itibaren yeşil tepeler ve serin sis; Maskat’tan her gün uçuş.',
      },
    }),
    slide('/blog/skyline.svg', '/hotels?city=ISTC', {
      fa: {
        title: 'استانبول از مسقط',
        text: 'پرواز مستقیم شبانه و هتل‌های مرکز شهر برای یک آخر هفته‌ی بلند.',
      },
      ar: {
        title: 'إسطنبول من مسقط',
        text: 'رحلات مباشرة مسائية وفنادق في قلب المدينة لعطلة نهاية أسبوع طويلة.',
      },
      en: {
        title: 'Istanbul from Muscat',
        text: 'Direct evening flights and city-centre hotels for a long weekend.',
      },
      tr: {
        title: 'Maskat’tan İstanbul',
        text: 'Akşam kalkışlı direkt uçuşlar ve uzun bir hafta sonu için şehir merkezinde oteller.',
      },
    }),
    slide('/blog/desert.svg', '/hotels?city=NZW', {
      fa: {
        title: 'نزوا و شن‌های شرقی',
        text: 'قلعه‌ها، بازارهای سنتی و کمپ‌های صحرایی، در چند ساعت رانندگی از مسقط.',
      },
      ar: {
        title: 'نزوى ورمال الشرقية',
        text: 'قلاع وأسواق تقليدية ومخيمات صحراوية على مسافة ساعات بالسيارة من مسقط.',
      },
      en: {
        title: 'Nizwa and the Sharqiya Sands',
        text: 'Forts, old souqs and desert camps, a few hours’ drive from Muscat.',
      },
      tr: {
        title: 'Nizva ve Şarkiye Kumulları',
        text: 'Kaleler, eski çarşılar ve çöl kampları, Maskat’tan birkaç saatlik yolda.',
      },
    }),
  ],
  turk: [
    slide('/blog/beach.svg', '/hotels?city=AYT', {
      fa: {
        title: 'ساحل آنتالیا',
        text: 'یک ساعت از استانبول: خلیج‌های فیروزه‌ای، محله‌ی قدیمی کالیچی و هتل‌های ساحلی.',
      },
      ar: {
        title: 'ساحل أنطاليا',
        text: 'ساعة من إسطنبول: خلجان فيروزية وحي كاليتشي القديم وفنادق على الشاطئ.',
      },
      en: {
        title: 'The Antalya coast',
        text: 'An hour from Istanbul: turquoise bays, old Kaleiçi and beach hotels.',
      },
      tr: {
        title: 'Antalya sahilleri',
        text: 'İstanbul’dan bir saat: turkuaz koylar, tarihi Kaleiçi ve sahil otelleri.',
      },
    }),
    slide('/blog/map.svg', '/hotels?city=ADB', {
      fa: {
        title: 'اژه از ازمیر',
        text: 'هفتاد دقیقه از استانبول تا افسوس، چشمه و آلاچاتی.',
      },
      ar: {
        title: 'بحر إيجه من إزمير',
        text: 'سبعون دقيقة من إسطنبول إلى أفسس وتشيشمه وألاتشاتي.',
      },
      en: {
        title: 'The Aegean from Izmir',
        text: 'Seventy minutes from Istanbul to Ephesus, Çeşme and Alaçatı.',
      },
      tr: {
        title: 'İzmir’den Ege',
        text: 'İstanbul’dan yetmiş dakikada Efes, Çeşme ve Alaçatı.',
      },
    }),
    slide('/blog/passport.svg', '/blogs', {
      fa: {
        title: 'ایران با یک پرواز کوتاه',
        text: 'از استانبول به تهران و تبریز؛ راهنمای ویزا و سفر را در مجله بخوانید.',
      },
      ar: {
        title: 'إيران برحلة قصيرة',
        text: 'من إسطنبول إلى طهران وتبريز؛ اقرأ دليل التأشيرة والسفر في المدونة.',
      },
      en: {
        title: 'Iran, a short flight away',
        text: 'From Istanbul to Tehran and Tabriz: our visa and travel guides are on the blog.',
      },
      tr: {
        title: 'İran’a kısa bir uçuş',
        text: 'İstanbul’dan Tahran ve Tebriz’e: vize ve seyahat rehberlerimiz blogda.',
      },
    }),
  ],
};

/** A brand's demo slides in one language. */
export function homeSlides(tenant: TenantId, lang: Language): HomeSlide[] {
  return slides[tenant].map(({ image, link, words }) => ({ image, link, ...words[lang] }));
}
