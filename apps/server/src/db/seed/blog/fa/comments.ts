import type { SeedComment } from '../seed-post';

export const faComments: readonly SeedComment[] = [
  {
    slug: 'yazd-in-two-days',
    fullName: 'سارا محمدی',
    text: 'پارسال اسفند یزد بودیم و دقیقاً همین مسیر را رفتیم. شب کویر را از دست ندهید، واقعاً بی‌نظیر بود.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'yazd-in-two-days',
    fullName: 'امیرحسین',
    text: 'برای رفتن به روستاهای کویری از یزد، تور بگیریم بهتر است یا ماشین کرایه کنیم؟',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'yazd-in-two-days',
    fullName: 'زهرا',
    text: 'ممنون از مطلب خوبتان، برای عید ذخیره کردم.',
    status: 'pending',
    daysAfter: 2,
  },
  {
    slug: 'carry-on-rules-domestic-flights',
    fullName: 'رضا قاسمی',
    text: 'پاوربانکم را یک بار در چمدان گذاشته بودم و در فرودگاه صدایم کردند که بیایم بازش کنم. کاش این را زودتر خوانده بودم.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'schengen-visa-documents',
    fullName: 'مهسا کریمی',
    text: 'نکته واریز یک‌باره خیلی مهم است. ما نامه توضیحی گذاشتیم و مشکلی پیش نیامد.',
    status: 'approved',
    daysAfter: 3,
  },
  {
    slug: 'schengen-visa-documents',
    fullName: 'ویزای فوری',
    text: 'ویزای تضمینی در سه روز، همین حالا تماس بگیرید!',
    status: 'spam',
    daysAfter: 4,
  },
  {
    slug: 'isfahan-beyond-naqsh-e-jahan',
    fullName: 'علی نوری',
    text: 'جلفا صبح جمعه حال‌وهوای دیگری دارد. کافه‌های کوچه‌های پشت کلیسا را هم امتحان کنید.',
    status: 'approved',
    daysAfter: 4,
  },
  {
    slug: 'traveling-with-elderly-parents',
    fullName: 'فاطمه',
    text: 'ویلچر فرودگاه را برای مادرم گرفتیم و همه‌چیز خیلی راحت‌تر شد. ممنون از یادآوری.',
    status: 'pending',
    daysAfter: 5,
  },
];
