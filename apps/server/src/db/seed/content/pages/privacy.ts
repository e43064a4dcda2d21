import { mailLink } from '../brand-facts';
import type { PageTemplate } from './seed-page';

// The privacy notice: what the site keeps, why, with whom it is shared, for how long, and the
// visitor's rights under the brand's data protection law. The cookies named are the site's own.

export const privacyPage: PageTemplate = {
  fa: (f) => ({
    title: 'حریم خصوصی',
    description: `${f.name} چه اطلاعاتی از شما نگه می‌دارد، چرا، با چه کسی به اشتراک می‌گذارد و چه حقی دارید.`,
    html: `<p>${f.name} اطلاعات شما را تنها برای انجام سفری که خریده‌اید و پشتیبانی از آن نگه می‌دارد و با آن مطابق ${f.dataLaw} رفتار می‌کند.</p>
<h2>چه چیزی نگه می‌داریم</h2>
<ul>
<li>نام، تاریخ تولد، کد ملی یا شمارهٔ گذرنامهٔ مسافران، که شرکت هواپیمایی و هتل برای صدور بلیت و پذیرش لازم دارند.</li>
<li>شمارهٔ موبایل و ایمیل خریدار، برای فرستادن بلیت، کد پیگیری و خبر تغییر پرواز.</li>
<li>سابقهٔ رزروها، پرداخت‌ها و درخواست‌های پشتیبانی. شمارهٔ کامل کارت بانکی شما را نمی‌بینیم و نگه نمی‌داریم؛ پرداخت در درگاه بانک انجام می‌شود.</li>
</ul>
<h2>با چه کسی به اشتراک می‌گذاریم</h2>
<p>تنها با شرکت هواپیمایی، هتل و بانکی که برای انجام خرید شما لازم‌اند، و با مراجع قانونی در صورت درخواست رسمی. اطلاعات شما را نمی‌فروشیم و برای تبلیغ به دیگران نمی‌دهیم.</p>
<h2>تا کی نگه می‌داریم</h2>
<p>سوابق خرید تا پایان مهلتی که قانون مالیات و حسابرسی تعیین کرده نگه داشته می‌شوند؛ اطلاعات مسافران ذخیره‌شده در حساب شما تا زمانی که خودتان حذفشان نکنید می‌ماند.</p>
<h2>کوکی‌ها</h2>
<p>سایت فقط کوکی‌هایی می‌گذارد که برای کارکردش لازم است: زبان، تقویم، واحد پول و برندی که انتخاب کرده‌اید، و نشست ورود. کوکی ردیابی تبلیغاتی نداریم.</p>
<h2>حقوق شما</h2>
<p>می‌توانید رونوشت اطلاعاتتان را بخواهید، اصلاح یا حذف آن را درخواست کنید و از دریافت خبرنامه انصراف دهید. برای این کار به ${mailLink(f.privacyEmail)} بنویسید؛ حداکثر ظرف سی روز پاسخ می‌دهیم.</p>`,
  }),
  en: (f) => ({
    title: 'Privacy notice',
    description: `What ${f.name} keeps about you, why, who it is shared with, for how long, and your rights.`,
    html: `<p>${f.name} keeps your details only to deliver and support the travel you buy, and handles them under ${f.dataLaw}.</p>
<h2>What we keep</h2>
<ul>
<li>Passengers' names, dates of birth and national ID or passport numbers, which airlines and hotels need to issue tickets and check you in.</li>
<li>The buyer's mobile number and e-mail, to send the ticket, the tracking code and news of any flight change.</li>
<li>Your bookings, payments and support requests. We never see or keep your full card number: you pay on the bank's own page.</li>
</ul>
<h2>Who we share it with</h2>
<p>Only the airline, hotel and bank your purchase needs, and the authorities when they make a formal legal request. We do not sell your details or hand them to anyone for advertising.</p>
<h2>How long we keep it</h2>
<p>Purchase records are kept for as long as tax and audit law requires; passengers saved in your account stay until you delete them.</p>
<h2>Cookies</h2>
<p>The site sets only the cookies it needs to work: the language, calendar, currency and brand you chose, and your sign-in session. There are no advertising or tracking cookies.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your details, have them corrected or deleted, and stop the newsletter at any time. Write to ${mailLink(f.privacyEmail)}; we answer within thirty days.</p>`,
  }),
  ar: (f) => ({
    title: 'إشعار الخصوصية',
    description: `ما الذي تحتفظ به ${f.name} من بياناتك، ولماذا، ومع من تشاركه، وإلى متى، وما حقوقك.`,
    html: `<p>تحتفظ ${f.name} ببياناتك فقط لتنفيذ الرحلة التي تشتريها ودعمها، وتتعامل معها وفق ${f.dataLaw}.</p>
<h2>ما الذي نحتفظ به</h2>
<ul>
<li>أسماء المسافرين وتواريخ ميلادهم وأرقام هوياتهم أو جوازات سفرهم، وهي ما تحتاجه شركات الطيران والفنادق لإصدار التذاكر وتسجيل الوصول.</li>
<li>رقم جوال المشتري وبريده الإلكتروني، لإرسال التذكرة ورمز التتبع وأي تغيير في الرحلة.</li>
<li>حجوزاتك ومدفوعاتك وطلبات الدعم. لا نرى رقم بطاقتك الكامل ولا نحتفظ به، فالدفع يتم في صفحة البنك نفسه.</li>
</ul>
<h2>مع من نشاركها</h2>
<p>مع شركة الطيران والفندق والبنك الذين يحتاجهم شراؤك فقط، ومع الجهات الرسمية عند طلب قانوني رسمي. لا نبيع بياناتك ولا نعطيها لأحد لأغراض الإعلان.</p>
<h2>مدة الاحتفاظ</h2>
<p>تُحفظ سجلات الشراء طوال المدة التي تفرضها قوانين الضرائب والتدقيق، ويبقى المسافرون المحفوظون في حسابك حتى تحذفهم بنفسك.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>لا يضع الموقع إلا ما يحتاجه ليعمل: اللغة والتقويم والعملة والعلامة التي اخترتها، وجلسة تسجيل الدخول. لا توجد ملفات تتبّع أو إعلانات.</p>
<h2>حقوقك</h2>
<p>يحق لك طلب نسخة من بياناتك وتصحيحها أو حذفها، وإيقاف النشرة البريدية في أي وقت. راسلنا على ${mailLink(f.privacyEmail)} ونرد خلال ثلاثين يومًا.</p>`,
  }),
  tr: (f) => ({
    title: 'Gizlilik bildirimi',
    description: `${f.name} hakkınızda neyi, neden saklar, kimlerle paylaşır, ne kadar tutar ve haklarınız nelerdir.`,
    html: `<p>${f.name} bilgilerinizi yalnızca satın aldığınız seyahati gerçekleştirmek ve desteklemek için saklar ve ${f.dataLaw} uyarınca işler.</p>
<h2>Neleri saklıyoruz</h2>
<ul>
<li>Havayollarının ve otellerin bilet düzenlemek ve giriş işlemi için istediği yolcu adları, doğum tarihleri, kimlik ya da pasaport numaraları.</li>
<li>Bileti, takip kodunu ve uçuş değişikliklerini göndermek için alıcının cep telefonu numarası ve e-posta adresi.</li>
<li>Rezervasyonlarınız, ödemeleriniz ve destek talepleriniz. Kart numaranızın tamamını görmeyiz ve saklamayız; ödeme bankanın kendi sayfasında yapılır.</li>
</ul>
<h2>Kimlerle paylaşıyoruz</h2>
<p>Yalnızca satın alımınız için gereken havayolu, otel ve bankayla; resmî bir yasal talep olduğunda da yetkili makamlarla. Bilgilerinizi satmayız, reklam için kimseye vermeyiz.</p>
<h2>Ne kadar saklıyoruz</h2>
<p>Satın alma kayıtları vergi ve denetim mevzuatının öngördüğü süre boyunca tutulur; hesabınıza kaydettiğiniz yolcular siz silene kadar kalır.</p>
<h2>Çerezler</h2>
<p>Site yalnızca çalışması için gereken çerezleri kullanır: seçtiğiniz dil, takvim, para birimi ve marka ile oturum bilgisi. Reklam ya da izleme çerezi yoktur.</p>
<h2>Haklarınız</h2>
<p>Bilgilerinizin bir kopyasını isteyebilir, düzeltilmesini ya da silinmesini talep edebilir ve bülten aboneliğinizi istediğiniz an bitirebilirsiniz. ${mailLink(f.privacyEmail)} adresine yazın; en geç otuz gün içinde yanıt veririz.</p>`,
  }),
};
