import type { Language } from '@parvaz/domain/languages';
import type { CategorySlug } from './categories';

/**
 * The last paragraph of every demo post: what the brand offers for the kind of post, with its
 * name, home city and support phone (so no two brands' posts read the same).
 */
export const closings: Record<Language, Record<CategorySlug, string>> = {
  fa: {
    destinations:
      'اگر این سفر را از {city} شروع می‌کنید، بلیت پرواز و هتل مقصد را یک‌جا در {brand} پیدا می‌کنید. برای هماهنگی بیشتر، همکاران ما با شماره {phone} پاسخگوی شما هستند.',
    'travel-tips':
      'پرسشی درباره پرواز بعدی‌تان دارید؟ پشتیبانی {brand} در شماره {phone} شبانه‌روز کنار شماست.',
    visas:
      'این یادداشت جای منبع رسمی را نمی‌گیرد؛ پیش از اقدام، آخرین قوانین را در سایت سفارت ببینید. بلیت و رزرو هتلی را که پرونده لازم دارد، {brand} برایتان آماده می‌کند؛ شماره ما {phone} است.',
    'airline-news':
      'برای جزئیات پروازهای {city} و تغییر برنامه‌ها، صفحه اطلاعات پرواز {brand} را ببینید یا با شماره {phone} تماس بگیرید.',
    hotels:
      'این هتل‌ها و صدها اقامتگاه دیگر را در بخش هتل {brand} جست‌وجو و رزرو کنید؛ اگر پرسشی داشتید، با شماره {phone} تماس بگیرید.',
  },
  en: {
    destinations:
      'Starting this trip from {city}? {brand} lists the flights and the hotels for it side by side, and our team on {phone} is happy to help you put it together.',
    'travel-tips':
      'Questions about your next flight? {brand} support is on {phone}, day and night.',
    visas:
      'This note is no substitute for the official source: check the embassy’s site before you apply. The flight booking and hotel reservation your file needs can come from {brand}; call us on {phone}.',
    'airline-news':
      'For the details of flights from {city} and any schedule changes, see the flight information page of {brand} or call {phone}.',
    hotels:
      'Search and book these hotels, and hundreds more, in the hotels section of {brand}; questions are welcome on {phone}.',
  },
  ar: {
    destinations:
      'إن كنت ستبدأ هذه الرحلة من {city}، فستجد رحلات الطيران وفنادق الوجهة معاً على {brand}، وفريقنا على الرقم {phone} جاهز لمساعدتك في ترتيبها.',
    'travel-tips': 'لديك سؤال عن رحلتك القادمة؟ دعم {brand} متاح على الرقم {phone} ليلاً ونهاراً.',
    visas:
      'هذه المقالة لا تغني عن المصدر الرسمي، فراجع موقع السفارة قبل التقديم. أما حجز الطيران والفندق الذي يحتاجه ملفك فيمكن أن يتولاه {brand}؛ اتصل بنا على {phone}.',
    'airline-news':
      'لتفاصيل الرحلات من {city} وأي تغيير في الجداول، راجع صفحة معلومات الرحلات على {brand} أو اتصل بالرقم {phone}.',
    hotels:
      'ابحث عن هذه الفنادق ومئات غيرها واحجزها من قسم الفنادق على {brand}، ونرحب بأسئلتك على الرقم {phone}.',
  },
  tr: {
    destinations:
      'Bu yolculuğa {city} çıkışlı başlıyorsanız, uçuşları ve otelleri {brand} üzerinde yan yana bulabilirsiniz; planı birlikte kurmak için ekibimiz {phone} numarasında.',
    'travel-tips':
      'Bir sonraki uçuşunuzla ilgili sorunuz mu var? {brand} destek ekibi {phone} numarasından gece gündüz ulaşılabilir.',
    visas:
      'Bu yazı resmî kaynağın yerini tutmaz; başvurmadan önce konsolosluğun sitesini mutlaka kontrol edin. Dosyanız için gereken uçuş ve otel rezervasyonunu {brand} hazırlayabilir; bize {phone} numarasından ulaşın.',
    'airline-news':
      '{city} çıkışlı uçuşların ayrıntıları ve tarife değişiklikleri için {brand} uçuş bilgileri sayfasına bakın ya da {phone} numarasını arayın.',
    hotels:
      'Bu otelleri ve yüzlercesini {brand} otel bölümünde arayıp ayırtabilirsiniz; sorularınız için {phone} numarasındayız.',
  },
};
