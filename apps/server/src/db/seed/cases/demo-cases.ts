import type { CaseKind } from '@parvaz/domain/cases/case-rules';
import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';

/**
 * Visitors' demo cases: contact messages, complaints and safety reports in the languages each
 * brand's visitors write in, some answered by the desk. References are fixed so that README can
 * name one to look up (with its mobile) on `/case`.
 */
export interface DemoCase {
  reference: string;
  kind: CaseKind;
  lang: Language;
  fullName: string;
  /** E.164. */
  mobile: string;
  email?: string;
  confidential?: boolean;
  subject?: string;
  details?: Record<string, string>;
  status: 'Open' | 'Progress' | 'Close';
  /** Days before the seed's start that the case was sent. */
  daysAgo: number;
  /** The visitor's first message, then the conversation, hours after the case was sent. */
  messages: Array<{ from: 'visitor' | 'desk'; text: string; hoursLater: number }>;
}

const sepehran: DemoCase[] = [
  {
    reference: '5100000001',
    kind: 'contact',
    lang: 'fa',
    fullName: 'مهسا رحیمی',
    mobile: '+989121234501',
    email: 'mahsa.rahimi@example.com',
    subject: 'فاکتور رسمی برای بلیت سفر کاری',
    status: 'Progress',
    daysAgo: 3,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'سلام، هفتهٔ گذشته برای سفر کاری از تهران به مشهد بلیت خریدم. شرکت ما برای تسویهٔ هزینه‌ها فاکتور رسمی با نام و شناسهٔ ملی شرکت می‌خواهد. لطفاً راهنمایی کنید چطور می‌توانم آن را بگیرم.',
      },
      {
        from: 'desk',
        hoursLater: 5,
        text: 'سلام خانم رحیمی، وقت بخیر. لطفاً نام کامل شرکت، شناسهٔ ملی و کد اقتصادی را همراه کد پیگیری بلیت در همین پرونده بفرستید تا فاکتور رسمی ظرف دو روز کاری به ایمیلتان برسد. اگر عجله دارید با ۰۲۱۶۶۰۰۴۰۰۰ تماس بگیرید.',
      },
    ],
  },
  {
    reference: '5100000002',
    kind: 'complaint',
    lang: 'fa',
    fullName: 'امیر حسین‌زاده',
    mobile: '+989121234502',
    details: { trackingCode: '4829301756' },
    status: 'Close',
    daysAgo: 9,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'پرواز شیراز به تهران ساعت ۲۱:۱۰ بیش از سه ساعت تأخیر داشت و در فرودگاه هیچ اطلاع‌رسانی درستی نشد. پیامکی هم به دستمان نرسید. با دو بچهٔ کوچک تا نیمه‌شب در سالن منتظر ماندیم. انتظار دارم دربارهٔ این وضعیت پاسخگو باشید.',
      },
      {
        from: 'desk',
        hoursLater: 20,
        text: 'آقای حسین‌زاده، بابت این تجربهٔ ناخوشایند عذر می‌خواهیم. تأخیر به دلیل نقص فنی هواپیما در شیراز بود و پیامک اطلاع‌رسانی به‌اشتباه برای مسافران این پرواز فرستاده نشد. طبق مقررات حقوق مسافر، مبلغ جبران تأخیر به کیف پول حساب شما واریز شد.',
      },
      {
        from: 'visitor',
        hoursLater: 30,
        text: 'ممنون از پیگیری‌تان، مبلغ را دیدم.',
      },
    ],
  },
  {
    reference: '5100000003',
    kind: 'safety',
    lang: 'fa',
    fullName: 'سارا نیک‌نام',
    mobile: '+989121234503',
    confidential: true,
    details: { flightNumber: 'W5 1012' },
    status: 'Open',
    daysAgo: 1,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'در پرواز تهران به کیش، موقع سوار شدن دیدم مسافری یک پاوربانک بزرگ را داخل چمدان دستی در قفسهٔ بالای سر گذاشت. به مهماندار گفتم ولی گفت اشکالی ندارد. بعد از برخاستن چند دقیقه بوی پلاستیک سوخته در ردیف ۱۴ می‌آمد. خواهش می‌کنم نام من محرمانه بماند.',
      },
    ],
  },
  {
    reference: '5100000004',
    kind: 'safety',
    lang: 'fa',
    fullName: 'بهرام قاسمی',
    mobile: '+989121234504',
    details: { flightNumber: 'IR 214' },
    status: 'Progress',
    daysAgo: 6,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'در فرودگاه مشهد مسافران را با پای پیاده از کنار خودروی سوخت‌رسان به سمت هواپیما بردند و هیچ‌کس مسیر را مشخص نکرده بود. چند نفر با چمدان از جلوی تانکر رد شدند. به نظرم این کار خطرناک است.',
      },
      {
        from: 'desk',
        hoursLater: 8,
        text: 'از گزارش دقیق شما سپاسگزاریم. موضوع همان روز به واحد ایمنی فرودگاه مشهد و مسئول عملیات زمینی اعلام شد و نتیجهٔ بررسی را در همین پرونده به اطلاعتان می‌رسانیم.',
      },
    ],
  },
  {
    reference: '5100000005',
    kind: 'contact',
    lang: 'en',
    fullName: 'Daniel Brooks',
    mobile: '+989351234505',
    email: 'daniel.brooks@example.com',
    subject: 'Correcting a misspelt surname',
    status: 'Progress',
    daysAgo: 2,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'Hello, I booked a Tehran–Istanbul flight for a colleague and misspelt his surname (KARIMY instead of KARIMI). Can this be corrected without cancelling the ticket? The tracking code is 5837201946.',
      },
      {
        from: 'desk',
        hoursLater: 3,
        text: 'Hello Mr Brooks, correcting one letter of a surname is free up to 24 hours before departure. Please attach a scan of the passenger’s passport page to this case and we will reissue the ticket the same day.',
      },
    ],
  },
  {
    reference: '5100000006',
    kind: 'complaint',
    lang: 'en',
    fullName: 'Leila Moradi',
    mobile: '+989121234506',
    email: 'leila.moradi@example.com',
    status: 'Open',
    daysAgo: 0,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'My suitcase came off the belt in Tehran with a broken handle and a long tear along the side. I reported it at the lost and found desk, but they told me to contact the airline. What do I need to send you for compensation?',
      },
    ],
  },
];

const turk: DemoCase[] = [
  {
    reference: '5200000001',
    kind: 'contact',
    lang: 'tr',
    fullName: 'Deniz Koç',
    mobile: '+905321234501',
    email: 'deniz.koc@example.com.tr',
    subject: 'Ekim ayı için grup rezervasyonu',
    status: 'Progress',
    daysAgo: 4,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'Merhaba, şirketimiz adına Ekim ayında İstanbul’dan Tahran’a 18 kişilik bir grup için uçuş planlıyoruz. Grup indirimi ve opsiyon süresi hakkında bilgi alabilir miyim?',
      },
      {
        from: 'desk',
        hoursLater: 6,
        text: 'Merhaba Deniz Hanım, 10 kişi ve üzeri gruplara özel fiyat veriyoruz. Tarihleri ve yolcu sayısını netleştirdiğinizde ekibimiz 48 saat opsiyonlu bir teklif hazırlayacak. Dilerseniz +90 212 340 7700 numaralı hattımızdan da bize ulaşabilirsiniz.',
      },
    ],
  },
  {
    reference: '5200000002',
    kind: 'complaint',
    lang: 'tr',
    fullName: 'Hakan Aksoy',
    mobile: '+905321234502',
    details: { trackingCode: '7310285946' },
    status: 'Open',
    daysAgo: 2,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'Antalya uçuşumu iki hafta önce iptal ettim, iadenin onaylandığı söylendi ama tutar hâlâ kartıma yatmadı. Bankam böyle bir işlem görünmediğini söylüyor. Lütfen ne zaman ödeneceğini bildirin.',
      },
    ],
  },
  {
    reference: '5200000003',
    kind: 'safety',
    lang: 'tr',
    fullName: 'Mert Yıldız',
    mobile: '+905321234503',
    confidential: true,
    details: { flightNumber: 'TK 2114' },
    status: 'Progress',
    daysAgo: 5,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'İstanbul–Ankara uçuşunda acil çıkış sırasının önüne iki büyük kabin bagajı konuldu ve kalkış boyunca orada kaldı. Kabin ekibine söylediğimde yer olmadığını söylediler. Adımın gizli tutulmasını rica ediyorum.',
      },
      {
        from: 'desk',
        hoursLater: 10,
        text: 'Bildiriminiz için teşekkür ederiz. Konu uçuş güvenliği birimimize iletildi; kabin ekibinin ifadesi alınacak. Kimliğiniz yalnızca güvenlik biriminde kalacaktır.',
      },
    ],
  },
  {
    reference: '5200000004',
    kind: 'contact',
    lang: 'en',
    fullName: 'Sophie Martin',
    mobile: '+905321234504',
    email: 'sophie.martin@example.com',
    subject: 'Travelling with a wheelchair',
    status: 'Close',
    daysAgo: 12,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'Hi, my father uses a folding wheelchair and cannot climb stairs. We fly from Istanbul to Shiraz next month. Can he be assisted from check-in to his seat, and can the wheelchair stay with him until the aircraft door?',
      },
      {
        from: 'desk',
        hoursLater: 4,
        text: 'Hello Ms Martin, yes: please add the wheelchair service to the booking from the Add service page up to 48 hours before departure. Our staff will meet him at check-in, and the wheelchair is carried free and handed back at the aircraft door in Shiraz.',
      },
      {
        from: 'visitor',
        hoursLater: 7,
        text: 'Done, thank you very much for the clear answer.',
      },
    ],
  },
  {
    reference: '5200000005',
    kind: 'safety',
    lang: 'en',
    fullName: 'Can Erdem',
    mobile: '+905321234505',
    details: { flightNumber: 'PC 512' },
    status: 'Open',
    daysAgo: 1,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'On my flight from Istanbul the seat belt buckle of seat 22C did not lock at all. The crew moved me to another seat, but the seat was not blocked for the next passengers as far as I could see.',
      },
    ],
  },
];

const oman: DemoCase[] = [
  {
    reference: '5300000001',
    kind: 'contact',
    lang: 'ar',
    fullName: 'حمد الرواحي',
    mobile: '+96891234501',
    subject: 'الوزن المسموح للأمتعة',
    status: 'Close',
    daysAgo: 8,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'السلام عليكم، سأسافر من مسقط إلى طهران الشهر القادم مع عائلتي. كم يبلغ الوزن المسموح للأمتعة لكل مسافر، وهل يختلف للأطفال؟',
      },
      {
        from: 'desk',
        hoursLater: 2,
        text: 'وعليكم السلام أستاذ حمد، الوزن المسموح في الدرجة الاقتصادية 30 كغ لكل مسافر بالغ أو طفل، و10 كغ للرضيع مع عربة أطفال مجانًا. تجد تفاصيل تذكرتك في صفحة تتبع الحجز.',
      },
    ],
  },
  {
    reference: '5300000002',
    kind: 'complaint',
    lang: 'ar',
    fullName: 'شيخة البلوشية',
    mobile: '+96891234502',
    email: 'shaikha.albalushi@example.com',
    details: { trackingCode: '6620491837' },
    status: 'Open',
    daysAgo: 1,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'عند تسجيل الوصول في مطار مسقط طلب مني الموظف دفع رسوم وزن زائد مع أن حقيبتي كانت ضمن الوزن المسموح في التذكرة، وكان أسلوبه غير لائق أمام المسافرين. أرجو مراجعة الأمر وإعادة المبلغ.',
      },
    ],
  },
  {
    reference: '5300000003',
    kind: 'safety',
    lang: 'ar',
    fullName: 'يوسف الحبسي',
    mobile: '+96891234503',
    confidential: true,
    details: { flightNumber: 'WY 432' },
    status: 'Open',
    daysAgo: 2,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'أثناء الصعود إلى الطائرة في رحلة مسقط – طهران لاحظت سائلًا يتقطر من أسفل الجناح الأيمن وبقعة على أرض الموقف. أبلغت أحد الموظفين لكن الرحلة أقلعت دون أي إعلان. أرجو إبقاء اسمي سريًا.',
      },
    ],
  },
  {
    reference: '5300000004',
    kind: 'contact',
    lang: 'en',
    fullName: 'Priya Nair',
    mobile: '+96891234504',
    email: 'priya.nair@example.com',
    subject: 'Invoice in my company’s name',
    status: 'Progress',
    daysAgo: 3,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'Good morning, I paid for two Muscat–Mashhad tickets with my personal card, but the trip was for work. Could you issue the invoice in the name of Al Noor Trading LLC, with its VAT number?',
      },
      {
        from: 'desk',
        hoursLater: 5,
        text: 'Good morning Ms Nair, certainly. Please reply here with the company’s full name, address in Muscat and VAT number, and we will e-mail you the invoice within two working days.',
      },
    ],
  },
  {
    reference: '5300000005',
    kind: 'complaint',
    lang: 'en',
    fullName: 'Tariq Al Lawati',
    mobile: '+96891234505',
    status: 'Progress',
    daysAgo: 6,
    messages: [
      {
        from: 'visitor',
        hoursLater: 0,
        text: 'My refund for a cancelled Salalah flight was sent to an old card that I closed last month. Can you send the money to my new card or my wallet instead?',
      },
      {
        from: 'desk',
        hoursLater: 9,
        text: 'Mr Al Lawati, a refund to a closed card comes back to us within ten working days. As soon as it does, we will credit it to your wallet and let you know here.',
      },
    ],
  },
];

export const demoCases: Record<TenantId, DemoCase[]> = { sepehran, turk, oman };
