import type { SeedComment } from '../seed-post';

export const arComments: readonly SeedComment[] = [
  {
    slug: 'nizwa-in-a-day',
    fullName: 'أحمد السيابي',
    text: 'زرنا سوق الجمعة الشهر الماضي، والأفضل الوصول قبل السابعة صباحاً. بعدها يزدحم المكان كثيراً.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'nizwa-in-a-day',
    fullName: 'نورة',
    text: 'هل تنصحون بالمبيت ليلة في نزوى بدلاً من العودة في اليوم نفسه؟',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'nizwa-in-a-day',
    fullName: 'فاطمة الهنائية',
    text: 'مقال جميل، شكراً لكم.',
    status: 'pending',
    daysAfter: 3,
  },
  {
    slug: 'cabin-baggage-rules',
    fullName: 'سالم العامري',
    text: 'معلومة بطاريات الشحن مهمة جداً، أُخرجت من حقيبتي المشحونة مرة في المطار وتأخرت بسببها.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'schengen-for-gulf-residents',
    fullName: 'ريم',
    text: 'رُفض طلبي الأول بسبب إلغاء حجز الفندق، ليتني قرأت هذا قبل التقديم.',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'schengen-for-gulf-residents',
    fullName: 'تأشيرات سريعة',
    text: 'تأشيرة مضمونة خلال 48 ساعة، تواصل معنا الآن!',
    status: 'spam',
    daysAfter: 3,
  },
  {
    slug: 'travelling-in-ramadan',
    fullName: 'محمد البوسعيدي',
    text: 'طلبت وجبة الإفطار عند الصعود كما ذكرتم، ووصلتني في موعدها تماماً. نصيحة مفيدة.',
    status: 'approved',
    daysAfter: 4,
  },
  {
    slug: 'children-on-long-flights',
    fullName: 'أم عبدالله',
    text: 'فكرة اللعبة الجديدة كل ساعة نجحت مع ابني ذي الأربع سنوات، جزاكم الله خيراً.',
    status: 'pending',
    daysAfter: 5,
  },
];
