import { mailLink, phoneLink } from '../brand-facts';
import type { PageTemplate } from './seed-page';

// The contact page's text: where the office is, how to reach support and when. The contact
// form comes with the cases (issue 19, item 5).

export const contactPage: PageTemplate = {
  fa: (f) => ({
    title: `تماس با ${f.name}`,
    description: `نشانی دفتر ${f.name} در ${f.city}، تلفن ${f.phone} و ایمیل پشتیبانی؛ ${f.supportHours}.`,
    html: `<p>پیش از تماس، شاید پاسخ پرسش‌تان در <a href="/faq">پرسش‌های متداول</a> باشد. برای پیگیری یا استرداد بلیت هم کافی است به صفحهٔ <a href="/refund">پیگیری و استرداد</a> بروید؛ کد پیگیری و شمارهٔ موبایل همراه بلیت را لازم دارید.</p>
<h2>پشتیبانی</h2>
<ul>
<li>تلفن: ${phoneLink(f.phone)}</li>
<li>ایمیل: ${mailLink(f.email)}</li>
<li>${f.supportHours}</li>
</ul>
<p>اگر دربارهٔ رزروی تماس می‌گیرید، کد پیگیری آن را آماده داشته باشید تا همکاران ما سریع‌تر کمک کنند.</p>
<h2>دفتر ${f.name}</h2>
<p>${f.address}</p>
<p>ساعات پذیرش حضوری: ${f.officeHours}</p>
<h2>همکاری و رسانه‌ها</h2>
<p>آژانس‌ها و شرکت‌های هواپیمایی برای همکاری می‌توانند از صفحهٔ <a href="/sign">درخواست همکاری</a> اقدام کنند. برای فرصت‌های شغلی به صفحهٔ <a href="/recruitment">فرصت‌های شغلی</a> سر بزنید.</p>`,
  }),
  en: (f) => ({
    title: `Contact ${f.name}`,
    description: `${f.name}'s office in ${f.city}, phone ${f.phone} and support e-mail. ${f.supportHours}.`,
    html: `<p>Before you call, the answer may already be in our <a href="/faq">frequently asked questions</a>. To track or refund a ticket, go to <a href="/refund">ticket tracking and refund</a>: you need the tracking code and the mobile number of the booking.</p>
<h2>Support</h2>
<ul>
<li>Phone: ${phoneLink(f.phone)}</li>
<li>E-mail: ${mailLink(f.email)}</li>
<li>${f.supportHours}</li>
</ul>
<p>If you are calling about a booking, please have its tracking code at hand so we can help you faster.</p>
<h2>Our office</h2>
<p>${f.address}</p>
<p>Opening hours for visitors: ${f.officeHours}.</p>
<h2>Partners and press</h2>
<p>Agencies and airlines who want to work with us can apply on the <a href="/sign">partner sign-up page</a>. Looking for a job? See our <a href="/recruitment">careers page</a>.</p>`,
  }),
  ar: (f) => ({
    title: `تواصل مع ${f.name}`,
    description: `عنوان مكتب ${f.name} في ${f.city} والهاتف ${f.phone} وبريد الدعم؛ ${f.supportHours}.`,
    html: `<p>قبل أن تتصل، قد تجد الجواب في <a href="/faq">الأسئلة الشائعة</a>. ولتتبّع تذكرة أو استردادها انتقل إلى صفحة <a href="/refund">تتبّع التذاكر واستردادها</a>، وستحتاج إلى رمز التتبع ورقم الجوال المسجّل في الحجز.</p>
<h2>الدعم</h2>
<ul>
<li>الهاتف: ${phoneLink(f.phone)}</li>
<li>البريد الإلكتروني: ${mailLink(f.email)}</li>
<li>${f.supportHours}</li>
</ul>
<p>إذا كنت تتصل بشأن حجز، فجهّز رمز تتبّعه ليتمكن فريقنا من مساعدتك بسرعة أكبر.</p>
<h2>مكتبنا</h2>
<p>${f.address}</p>
<p>استقبال الزوار: ${f.officeHours}</p>
<h2>الشركاء ووسائل الإعلام</h2>
<p>يمكن للوكالات وشركات الطيران الراغبة في التعاون معنا التقدّم عبر <a href="/sign">صفحة طلب الشراكة</a>. وللاطلاع على الوظائف المتاحة زوروا <a href="/recruitment">صفحة الوظائف</a>.</p>`,
  }),
  tr: (f) => ({
    title: `${f.name} ile iletişim`,
    description: `${f.name} ${f.city} ofisi, telefon ${f.phone} ve destek e-postası. ${f.supportHours}.`,
    html: `<p>Aramadan önce sorunuzun yanıtı <a href="/faq">sık sorulan sorular</a> sayfasında olabilir. Bir bileti takip etmek ya da iade etmek için <a href="/refund">bilet takibi ve iade</a> sayfasına gidin; rezervasyonun takip kodu ve cep telefonu numarası yeterli.</p>
<h2>Destek</h2>
<ul>
<li>Telefon: ${phoneLink(f.phone)}</li>
<li>E-posta: ${mailLink(f.email)}</li>
<li>${f.supportHours}</li>
</ul>
<p>Bir rezervasyon için arıyorsanız takip kodunu yanınızda bulundurun; size daha hızlı yardımcı olabilelim.</p>
<h2>Ofisimiz</h2>
<p>${f.address}</p>
<p>Ziyaret saatleri: ${f.officeHours}</p>
<h2>İş ortakları ve basın</h2>
<p>Bizimle çalışmak isteyen acenteler ve havayolları <a href="/sign">iş ortaklığı başvurusu</a> sayfasından başvurabilir. İş arıyorsanız <a href="/recruitment">kariyer sayfamıza</a> göz atın.</p>`,
  }),
};
