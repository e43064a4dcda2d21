import type { Language } from '@parvaz/domain/languages';
import type { HomeClaim } from '../../../schema/context';

// The home page's four claims (spec section 1) as the operator finds them in a new database:
// refunds, the cheapest fares, support around the clock, no intermediaries.

export const homeClaims: Record<Language, HomeClaim[]> = {
  fa: [
    {
      title: 'استرداد آسان بلیت',
      text: 'درخواست استرداد را آنلاین ثبت کنید؛ مبلغ آن طبق قوانین نرخی است که پیش از خرید می‌بینید.',
    },
    {
      title: 'ارزان‌ترین قیمت‌ها',
      text: 'همه‌ی ایرلاین‌ها و آژانس‌ها را کنار هم مقایسه کنید و ارزان‌ترین روز را با یک نگاه ببینید.',
    },
    {
      title: 'پشتیبانی شبانه‌روزی',
      text: 'تیم پشتیبانی ما ۲۴ ساعته و ۷ روز هفته پاسخ‌گوی شماست.',
    },
    {
      title: 'بدون واسطه',
      text: 'مستقیم از ایرلاین‌ها و آژانس‌هایشان بخرید و همه‌ی هزینه‌ها را از قبل ببینید.',
    },
  ],
  ar: [
    {
      title: 'استرداد سهل للتذاكر',
      text: 'اطلب الاسترداد عبر الإنترنت؛ يُحسب المبلغ وفق قواعد السعر التي تراها قبل الشراء.',
    },
    {
      title: 'أرخص الأسعار',
      text: 'قارن بين جميع شركات الطيران والوكالات جنبًا إلى جنب واعرف أرخص يوم بنظرة واحدة.',
    },
    { title: 'دعم على مدار الساعة', text: 'فريق الدعم لدينا متاح ٢٤ ساعة طوال أيام الأسبوع.' },
    {
      title: 'بلا وسطاء',
      text: 'اشترِ مباشرة من شركات الطيران ووكالاتها مع عرض كل الرسوم مسبقًا.',
    },
  ],
  en: [
    {
      title: 'Easy ticket refunds',
      text: 'Request a refund online; the amount follows the fare rules you see before you buy.',
    },
    {
      title: 'The cheapest fares',
      text: 'Compare every airline and agency side by side and see the cheapest day at a glance.',
    },
    {
      title: 'Support around the clock',
      text: 'Our support team answers 24 hours a day, 7 days a week.',
    },
    {
      title: 'No intermediaries',
      text: 'Buy straight from the airlines and their agencies, with every fee shown up front.',
    },
  ],
  tr: [
    {
      title: 'Kolay bilet iadesi',
      text: 'İadenizi çevrim içi isteyin; tutar, satın almadan önce gördüğünüz ücret kurallarına göre hesaplanır.',
    },
    {
      title: 'En uygun fiyatlar',
      text: 'Tüm havayollarını ve acenteleri yan yana karşılaştırın, en uygun günü bir bakışta görün.',
    },
    { title: 'Kesintisiz destek', text: 'Destek ekibimiz haftanın 7 günü, 24 saat yanınızda.' },
    {
      title: 'Aracı yok',
      text: 'Doğrudan havayollarından ve acentelerinden, tüm ücretleri önceden görerek satın alın.',
    },
  ],
};
