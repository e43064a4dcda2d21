import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';

// The positions each brand lists when the demo starts, as its operator wrote them: where and on
// what terms, what the work is, and what it needs.

export interface Position {
  title: string;
  /** Where and how: the city, full or part time, on site or remote. */
  terms: string;
  summary: string;
  needs: string[];
}

/** Three positions of each brand in each language (`more-positions.ts` adds two more). */
export const writtenPositions: Record<TenantId, Record<Language, Position[]>> = {
  sepehran: {
    fa: [
      {
        title: 'کارشناس پشتیبانی شبانه',
        terms: 'تهران، تمام‌وقت، شیفت شب',
        summary: 'پاسخ به تماس‌ها و پیام‌های مسافران، پیگیری استرداد و تغییر پرواز در ساعات شب.',
        needs: ['تسلط به زبان انگلیسی', 'آشنایی با سامانه‌های رزرو بلیت', 'صبوری و خوش‌برخوردی'],
      },
      {
        title: 'کارشناس فروش پروازهای چارتر',
        terms: 'تهران، تمام‌وقت، حضوری',
        summary: 'خرید ظرفیت از شرکت‌های هواپیمایی و قیمت‌گذاری مسیرهای پرتقاضا مثل کیش و مشهد.',
        needs: ['دست‌کم دو سال سابقه در آژانس هواپیمایی', 'توان مذاکره', 'تسلط به اکسل'],
      },
      {
        title: 'برنامه‌نویس ارشد بک‌اند (Node.js)',
        terms: 'تهران، تمام‌وقت، امکان دورکاری دو روز در هفته',
        summary: 'توسعهٔ سامانهٔ رزرو، پرداخت و استرداد با TypeScript و PostgreSQL.',
        needs: ['دست‌کم چهار سال تجربه با Node.js', 'آشنایی با PostgreSQL', 'نوشتن تست خودکار'],
      },
    ],
    en: [
      {
        title: 'Night-shift support agent',
        terms: 'Tehran, full time, night shift',
        summary:
          'Answer travellers by phone and chat, and follow up refunds and flight changes overnight.',
        needs: [
          'Good English',
          'Familiarity with ticket reservation systems',
          'Patience and a friendly manner',
        ],
      },
      {
        title: 'Charter flight sales specialist',
        terms: 'Tehran, full time, on site',
        summary: 'Buy seat blocks from airlines and price busy routes such as Kish and Mashhad.',
        needs: [
          'At least two years in an airline ticketing agency',
          'Negotiation skills',
          'Confident with Excel',
        ],
      },
      {
        title: 'Senior back-end developer (Node.js)',
        terms: 'Tehran, full time, two days a week remote',
        summary: 'Build the booking, payment and refund system with TypeScript and PostgreSQL.',
        needs: [
          'Four or more years with Node.js',
          'Experience with PostgreSQL',
          'Writes automated tests',
        ],
      },
    ],
    ar: [
      {
        title: 'موظف دعم في الفترة الليلية',
        terms: 'طهران، دوام كامل، وردية ليلية',
        summary: 'الرد على المسافرين هاتفيًا وعبر الرسائل، ومتابعة الاسترداد وتغيير الرحلات ليلًا.',
        needs: ['إجادة اللغة الإنجليزية', 'معرفة بأنظمة حجز التذاكر', 'الصبر وحسن التعامل'],
      },
      {
        title: 'أخصائي مبيعات الرحلات العارضة',
        terms: 'طهران، دوام كامل، في المكتب',
        summary: 'شراء حصص المقاعد من شركات الطيران وتسعير الخطوط المطلوبة مثل كيش ومشهد.',
        needs: ['خبرة سنتين على الأقل في وكالة طيران', 'مهارة التفاوض', 'إتقان إكسل'],
      },
      {
        title: 'مطوّر أنظمة خلفية أول (Node.js)',
        terms: 'طهران، دوام كامل، العمل عن بعد يومين أسبوعيًا',
        summary: 'تطوير نظام الحجز والدفع والاسترداد باستخدام TypeScript وPostgreSQL.',
        needs: [
          'خبرة أربع سنوات على الأقل في Node.js',
          'معرفة بـPostgreSQL',
          'كتابة الاختبارات الآلية',
        ],
      },
    ],
    tr: [
      {
        title: 'Gece vardiyası destek uzmanı',
        terms: 'Tahran, tam zamanlı, gece vardiyası',
        summary:
          'Yolculara telefonla ve mesajla yanıt vermek, gece boyunca iade ve uçuş değişikliklerini takip etmek.',
        needs: [
          'İyi derecede İngilizce',
          'Bilet rezervasyon sistemlerine aşinalık',
          'Sabırlı ve güler yüzlü olmak',
        ],
      },
      {
        title: 'Charter uçuş satış uzmanı',
        terms: 'Tahran, tam zamanlı, ofiste',
        summary:
          'Havayollarından koltuk bloğu almak ve Kiş, Meşhed gibi yoğun hatları fiyatlandırmak.',
        needs: [
          'Bilet acentesinde en az iki yıl deneyim',
          'Pazarlık becerisi',
          'İyi derecede Excel',
        ],
      },
      {
        title: 'Kıdemli arka uç geliştirici (Node.js)',
        terms: 'Tahran, tam zamanlı, haftada iki gün uzaktan',
        summary: 'TypeScript ve PostgreSQL ile rezervasyon, ödeme ve iade sistemini geliştirmek.',
        needs: [
          'Node.js ile en az dört yıl deneyim',
          'PostgreSQL deneyimi',
          'Otomatik test yazabilmek',
        ],
      },
    ],
  },
  turk: {
    fa: [
      {
        title: 'کارشناس پشتیبانی مسافران (فارسی و ترکی)',
        terms: 'استانبول، شیشلی، تمام‌وقت',
        summary: 'همراهی مسافران ایرانی پیش و پس از سفر، از رزرو هتل تا تغییر پرواز.',
        needs: ['تسلط به فارسی و ترکی', 'آشنایی با انگلیسی', 'اجازهٔ کار در ترکیه'],
      },
      {
        title: 'مسئول قرارداد هتل‌ها',
        terms: 'آنتالیا، تمام‌وقت، فصلی (آوریل تا اکتبر)',
        summary:
          'مذاکره با هتل‌ها و استراحتگاه‌های ساحل آنتالیا و به‌روز نگه داشتن ظرفیت و نرخ‌ها.',
        needs: ['سابقه در صنعت هتلداری', 'تسلط به ترکی و انگلیسی', 'گواهی‌نامهٔ رانندگی'],
      },
      {
        title: 'کارشناس بازاریابی دیجیتال',
        terms: 'استانبول، پاره‌وقت، ترکیبی',
        summary: 'برنامه‌ریزی کمپین‌ها برای بازارهای ایران و کشورهای عربی و سنجش نتیجهٔ آن‌ها.',
        needs: ['تجربهٔ کار با تبلیغات جست‌وجو', 'نوشتن متن به فارسی یا عربی', 'تحلیل داده'],
      },
    ],
    en: [
      {
        title: 'Traveller support specialist (Persian and Turkish)',
        terms: 'Istanbul, Şişli, full time',
        summary:
          'Look after travellers from Iran before and during their trip, from hotel bookings to flight changes.',
        needs: ['Fluent Persian and Turkish', 'Working English', 'Right to work in Türkiye'],
      },
      {
        title: 'Hotel contracting manager',
        terms: 'Antalya, full time, seasonal (April to October)',
        summary:
          'Negotiate with hotels and resorts on the Antalya coast and keep allotments and rates up to date.',
        needs: ['Hotel industry experience', 'Fluent Turkish and English', 'Driving licence'],
      },
      {
        title: 'Digital marketing specialist',
        terms: 'Istanbul, part time, hybrid',
        summary: 'Plan campaigns for the Iranian and Arab markets and measure what they bring.',
        needs: [
          'Experience with search advertising',
          'Writes copy in Persian or Arabic',
          'Comfortable with data',
        ],
      },
    ],
    ar: [
      {
        title: 'أخصائي دعم المسافرين (الفارسية والتركية)',
        terms: 'إسطنبول، شيشلي، دوام كامل',
        summary:
          'مرافقة المسافرين القادمين من إيران قبل الرحلة وأثناءها، من حجز الفندق إلى تغيير الرحلة.',
        needs: ['إتقان الفارسية والتركية', 'إنجليزية جيدة', 'تصريح عمل في تركيا'],
      },
      {
        title: 'مدير التعاقد مع الفنادق',
        terms: 'أنطاليا، دوام كامل، موسمي (من أبريل إلى أكتوبر)',
        summary: 'التفاوض مع فنادق ومنتجعات ساحل أنطاليا وتحديث الحصص والأسعار باستمرار.',
        needs: ['خبرة في قطاع الفنادق', 'إتقان التركية والإنجليزية', 'رخصة قيادة'],
      },
      {
        title: 'أخصائي تسويق رقمي',
        terms: 'إسطنبول، دوام جزئي، عمل هجين',
        summary: 'تخطيط الحملات للسوقين الإيراني والعربي وقياس نتائجها.',
        needs: [
          'خبرة في إعلانات محركات البحث',
          'كتابة المحتوى بالعربية أو الفارسية',
          'التعامل مع البيانات',
        ],
      },
    ],
    tr: [
      {
        title: 'Yolcu destek uzmanı (Farsça ve Türkçe)',
        terms: 'İstanbul, Şişli, tam zamanlı',
        summary:
          "İran'dan gelen yolculara seyahat öncesinde ve sırasında, otel rezervasyonundan uçuş değişikliğine kadar destek olmak.",
        needs: [
          'İleri düzey Farsça ve Türkçe',
          'İş düzeyinde İngilizce',
          "Türkiye'de çalışma izni",
        ],
      },
      {
        title: 'Otel kontrat müdürü',
        terms: 'Antalya, tam zamanlı, sezonluk (Nisan–Ekim)',
        summary:
          'Antalya sahilindeki otel ve tatil köyleriyle görüşmek, kontenjan ve fiyatları güncel tutmak.',
        needs: ['Otelcilik deneyimi', 'İleri düzey Türkçe ve İngilizce', 'Sürücü belgesi'],
      },
      {
        title: 'Dijital pazarlama uzmanı',
        terms: 'İstanbul, yarı zamanlı, hibrit',
        summary: 'İran ve Arap pazarları için kampanyalar planlamak ve sonuçlarını ölçmek.',
        needs: [
          'Arama reklamları deneyimi',
          'Farsça ya da Arapça metin yazabilmek',
          'Veriyle rahat çalışmak',
        ],
      },
    ],
  },
  oman: {
    fa: [
      {
        title: 'کارشناس رزرو (عربی و انگلیسی)',
        terms: 'مسقط، الخویر، تمام‌وقت',
        summary: 'رزرو پرواز و هتل برای مشتریان تلفنی و حضوری و پیگیری تغییرات سفرشان.',
        needs: ['تسلط به عربی و انگلیسی', 'آشنایی با سامانه‌های رزرو', 'ترجیحاً شهروند عمان'],
      },
      {
        title: 'مدیر حساب سفرهای سازمانی',
        terms: 'مسقط، تمام‌وقت',
        summary:
          'رسیدگی به سفرهای کاری شرکت‌های طرف قرارداد، از صدور بلیت گروهی تا گزارش ماهانهٔ هزینه‌ها.',
        needs: ['سه سال سابقه در فروش سازمانی', 'گواهی‌نامهٔ رانندگی عمان', 'دقت در جزئیات'],
      },
      {
        title: 'کارشناس مالی و تطبیق حساب‌ها',
        terms: 'مسقط، تمام‌وقت',
        summary: 'تطبیق روزانهٔ پرداخت‌های بانکی با فروش و استردادها و پیگیری موارد باز.',
        needs: ['مدرک حسابداری', 'تسلط به اکسل', 'آشنایی با مالیات بر ارزش افزودهٔ عمان'],
      },
    ],
    en: [
      {
        title: 'Reservations agent (Arabic and English)',
        terms: 'Muscat, Al Khuwair, full time',
        summary:
          'Book flights and hotels for customers by phone and at the desk, and handle changes to their trips.',
        needs: [
          'Fluent Arabic and English',
          'Familiarity with reservation systems',
          'Omani nationals preferred',
        ],
      },
      {
        title: 'Corporate travel account manager',
        terms: 'Muscat, full time',
        summary:
          'Look after the business travel of our corporate clients, from group ticketing to monthly spend reports.',
        needs: ['Three years in corporate sales', 'Omani driving licence', 'An eye for detail'],
      },
      {
        title: 'Finance and reconciliation officer',
        terms: 'Muscat, full time',
        summary:
          'Match bank payments to sales and refunds every day and follow up anything left open.',
        needs: ['A degree in accounting', 'Strong Excel', 'Knowledge of Omani VAT'],
      },
    ],
    ar: [
      {
        title: 'موظف حجوزات (العربية والإنجليزية)',
        terms: 'مسقط، الخوير، دوام كامل',
        summary: 'حجز الرحلات والفنادق للعملاء هاتفيًا وفي المكتب ومتابعة أي تعديل على رحلاتهم.',
        needs: ['إتقان العربية والإنجليزية', 'معرفة بأنظمة الحجز', 'الأفضلية للعُمانيين'],
      },
      {
        title: 'مدير حسابات سفر الشركات',
        terms: 'مسقط، دوام كامل',
        summary:
          'متابعة سفر الأعمال لعملائنا من الشركات، من إصدار تذاكر المجموعات إلى تقارير الإنفاق الشهرية.',
        needs: ['خبرة ثلاث سنوات في مبيعات الشركات', 'رخصة قيادة عُمانية', 'دقة في التفاصيل'],
      },
      {
        title: 'موظف مالية ومطابقة حسابات',
        terms: 'مسقط، دوام كامل',
        summary: 'مطابقة مدفوعات البنك مع المبيعات والاستردادات يوميًا ومتابعة البنود المفتوحة.',
        needs: ['شهادة في المحاسبة', 'إتقان إكسل', 'معرفة بضريبة القيمة المضافة في عُمان'],
      },
    ],
    tr: [
      {
        title: 'Rezervasyon görevlisi (Arapça ve İngilizce)',
        terms: 'Maskat, El Huveyr, tam zamanlı',
        summary:
          'Müşteriler için telefonda ve ofiste uçuş ve otel rezervasyonu yapmak, seyahat değişikliklerini yürütmek.',
        needs: [
          'İleri düzey Arapça ve İngilizce',
          'Rezervasyon sistemlerine aşinalık',
          'Umman vatandaşları tercih sebebidir',
        ],
      },
      {
        title: 'Kurumsal seyahat müşteri yöneticisi',
        terms: 'Maskat, tam zamanlı',
        summary:
          'Kurumsal müşterilerimizin iş seyahatlerini grup biletlemeden aylık harcama raporlarına kadar yönetmek.',
        needs: ['Kurumsal satışta üç yıl deneyim', 'Umman sürücü belgesi', 'Ayrıntılara özen'],
      },
      {
        title: 'Finans ve mutabakat uzmanı',
        terms: 'Maskat, tam zamanlı',
        summary:
          'Banka ödemelerini her gün satış ve iadelerle eşleştirmek, açık kalan kalemleri takip etmek.',
        needs: ['Muhasebe diploması', 'İleri düzey Excel', 'Umman KDV mevzuatı bilgisi'],
      },
    ],
  },
};
