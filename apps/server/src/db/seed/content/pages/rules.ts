import { mailLink } from '../brand-facts';
import type { PageTemplate } from './seed-page';

// The site's terms of use. The figures (holds, passengers) are the product's own rules; the
// fare and hotel rules have pages of their own, built from the domain.

export const rulesPage: PageTemplate = {
  fa: (f) => ({
    title: 'قوانین و مقررات استفاده از سایت',
    description: `شرایط استفاده از سایت ${f.name}: حساب کاربری، رزرو و پرداخت، استرداد، رفتار مجاز و حل اختلاف.`,
    html: `<p>با استفاده از سایت ${f.name} و خرید از آن، این قوانین را می‌پذیرید. قوانین بر پایهٔ ${f.consumerLaw} نوشته شده‌اند و هیچ بندی از آن‌ها حقوقی را که قانون به شما داده است کم نمی‌کند.</p>
<h2>۱. اطلاعات درست</h2>
<p>نام مسافران باید دقیقاً مطابق کارت ملی یا گذرنامه وارد شود. شمارهٔ موبایل خریدار را با دقت بنویسید: بلیت، کد پیگیری و پیام‌های مربوط به پرواز به همین شماره فرستاده می‌شود. مسئولیت خطای ناشی از اطلاعات نادرست با خریدار است.</p>
<h2>۲. رزرو و پرداخت</h2>
<ul>
<li>هر رزرو حداکثر ۹ مسافر دارد و به ازای هر بزرگسال یک نوزاد پذیرفته می‌شود.</li>
<li>صندلی‌هایی که در مرحلهٔ ورود اطلاعات مسافران انتخاب می‌کنید ۱۰ دقیقه برایتان نگه داشته می‌شوند و پس از ثبت رزرو دست‌کم ۱۵ دقیقه برای پرداخت فرصت دارید.</li>
<li>قیمت‌ها به ${f.currency} و با همهٔ عوارض نمایش داده می‌شوند. اگر قیمت پیش از پرداخت تغییر کند، مبلغ تازه را می‌بینید و تا تأیید نکنید چیزی برداشت نمی‌شود.</li>
<li>بلیت تنها پس از تأیید پرداخت صادر می‌شود؛ اگر پرداخت ناتمام بماند، مبلغ برداشت‌شده به‌طور خودکار به کارت بازمی‌گردد.</li>
</ul>
<h2>۳. استرداد و تغییر</h2>
<p>جریمهٔ استرداد هر بلیت را نرخ آن و زمان باقی‌مانده تا پرواز تعیین می‌کند؛ جدول کامل را در <a href="/flightPrivacy">قوانین پرواز</a> ببینید. شرایط لغو رزرو هتل در <a href="/hotelPrivacy">قوانین هتل</a> آمده است. اگر پرواز به دست شرکت هواپیمایی لغو یا بیش از حد مجاز تأخیر داشته باشد، کل مبلغ بی‌جریمه بازگردانده می‌شود.</p>
<h2>۴. استفادهٔ مجاز</h2>
<p>استفادهٔ خودکار از سایت (ربات، جمع‌آوری انبوه قیمت، رزرو برای فروش دوباره) و هر تلاشی برای دور زدن سامانهٔ امنیتی ممنوع است و می‌تواند به بستن حساب بینجامد.</p>
<h2>۵. حل اختلاف</h2>
<p>اگر از خدمتی ناراضی هستید، ابتدا با پشتیبانی به نشانی ${mailLink(f.email)} تماس بگیرید؛ بیشتر مشکلات همان‌جا حل می‌شوند. اختلافی که حل نشود در ${f.courts} رسیدگی می‌شود.</p>
<h2>۶. تغییر این قوانین</h2>
<p>هر تغییری در این قوانین با تاریخ به‌روزرسانی در همین صفحه منتشر می‌شود و بر خریدهایی که پیش از آن انجام شده‌اند اثری ندارد.</p>`,
  }),
  en: (f) => ({
    title: 'Terms of use',
    description: `The terms of using ${f.name}: your details, booking and payment, refunds, acceptable use and disputes.`,
    html: `<p>By using ${f.name} and buying from it you accept these terms. They are written under ${f.consumerLaw}, and nothing in them takes away a right the law gives you.</p>
<h2>1. Correct details</h2>
<p>Enter every passenger's name exactly as on their national ID card or passport. Type the buyer's mobile number with care: the ticket, its tracking code and any news about the flight are sent to it. Mistakes caused by wrong details are the buyer's responsibility.</p>
<h2>2. Booking and payment</h2>
<ul>
<li>A booking holds up to 9 passengers, with at most one infant per adult.</li>
<li>Seats you choose while entering passengers are held for 10 minutes, and once the booking is made you have at least 15 minutes to pay.</li>
<li>Prices are shown in ${f.currency} with all taxes and fees. If a price changes before you pay, you see the new amount and nothing is charged until you agree.</li>
<li>Tickets are issued only when the payment is confirmed; if a payment is not completed, any amount taken goes back to your card automatically.</li>
</ul>
<h2>3. Refunds and changes</h2>
<p>The penalty for refunding a ticket depends on its fare and on how long is left before departure; the full table is in the <a href="/flightPrivacy">flight rules</a>. Hotel cancellations follow the <a href="/hotelPrivacy">hotel rules</a>. When the airline cancels a flight or delays it beyond the allowed time, you get everything back with no penalty.</p>
<h2>4. Acceptable use</h2>
<p>Automated use of the site (bots, bulk price scraping, booking to resell) and any attempt to get round its security are forbidden and may lead to the account being closed.</p>
<h2>5. Disputes</h2>
<p>If you are unhappy with a service, write to our support at ${mailLink(f.email)} first — most problems are solved there. A dispute that cannot be settled is heard by ${f.courts}.</p>
<h2>6. Changes to these terms</h2>
<p>Any change to these terms is published on this page with its date, and does not affect purchases made before it.</p>`,
  }),
  ar: (f) => ({
    title: 'شروط الاستخدام',
    description: `شروط استخدام موقع ${f.name}: بياناتك، الحجز والدفع، الاسترداد، الاستخدام المسموح وحل النزاعات.`,
    html: `<p>باستخدامك موقع ${f.name} والشراء منه فإنك توافق على هذه الشروط. وقد كُتبت وفق ${f.consumerLaw}، ولا ينتقص أي بند منها من حق يمنحك إياه القانون.</p>
<h2>1. البيانات الصحيحة</h2>
<p>أدخل اسم كل مسافر كما هو مكتوب في بطاقة الهوية أو جواز السفر تمامًا. واكتب رقم جوال المشتري بعناية، فإليه تُرسل التذكرة ورمز التتبع وأي مستجدات عن الرحلة. ويتحمّل المشتري مسؤولية الأخطاء الناتجة عن بيانات غير صحيحة.</p>
<h2>2. الحجز والدفع</h2>
<ul>
<li>يضم الحجز الواحد 9 مسافرين كحد أقصى، ورضيعًا واحدًا على الأكثر لكل بالغ.</li>
<li>تُحجز المقاعد التي تختارها أثناء إدخال بيانات المسافرين لمدة 10 دقائق، وبعد تسجيل الحجز لديك 15 دقيقة على الأقل للدفع.</li>
<li>تُعرض الأسعار ب${f.currency} شاملةً كل الضرائب والرسوم. وإذا تغيّر السعر قبل الدفع ترى المبلغ الجديد، ولا يُخصم شيء حتى توافق.</li>
<li>لا تُصدر التذكرة إلا بعد تأكيد الدفع، وإذا لم يكتمل الدفع يعود أي مبلغ مخصوم إلى بطاقتك تلقائيًا.</li>
</ul>
<h2>3. الاسترداد والتعديل</h2>
<p>تحدد غرامةَ استرداد التذكرة فئةُ سعرها والوقتُ المتبقي حتى الإقلاع، والجدول الكامل في <a href="/flightPrivacy">قواعد الطيران</a>. ويخضع إلغاء حجوزات الفنادق لـ<a href="/hotelPrivacy">قواعد الفنادق</a>. وإذا ألغت شركة الطيران الرحلة أو أخّرتها أكثر من المدة المسموح بها، يُعاد إليك المبلغ كاملًا دون غرامة.</p>
<h2>4. الاستخدام المسموح</h2>
<p>يُمنع الاستخدام الآلي للموقع (البرامج الآلية، جمع الأسعار بكميات كبيرة، الحجز بغرض إعادة البيع) وأي محاولة للالتفاف على أنظمة الحماية، وقد يؤدي ذلك إلى إغلاق الحساب.</p>
<h2>5. حل النزاعات</h2>
<p>إذا لم تكن راضيًا عن خدمة ما فاكتب أولًا إلى فريق الدعم على ${mailLink(f.email)}، فمعظم المشكلات تُحل هناك. وأي نزاع لا يُسوّى تنظر فيه ${f.courts}.</p>
<h2>6. تعديل هذه الشروط</h2>
<p>يُنشر أي تعديل على هذه الشروط في هذه الصفحة مع تاريخه، ولا يسري على عمليات الشراء التي تمت قبله.</p>`,
  }),
  tr: (f) => ({
    title: 'Kullanım koşulları',
    description: `${f.name} kullanım koşulları: bilgileriniz, rezervasyon ve ödeme, iadeler, kabul edilebilir kullanım ve uyuşmazlıklar.`,
    html: `<p>${f.name} sitesini kullanarak ve buradan satın alarak bu koşulları kabul etmiş olursunuz. Koşullar ${f.consumerLaw} çerçevesinde yazılmıştır ve hiçbir maddesi kanunun size tanıdığı bir hakkı kısıtlamaz.</p>
<h2>1. Doğru bilgiler</h2>
<p>Her yolcunun adını kimlik kartında ya da pasaportunda yazdığı gibi girin. Alıcının cep telefonu numarasını dikkatle yazın: bilet, takip kodu ve uçuşla ilgili bildirimler bu numaraya gönderilir. Yanlış bilgiden doğan hatalardan alıcı sorumludur.</p>
<h2>2. Rezervasyon ve ödeme</h2>
<ul>
<li>Bir rezervasyonda en fazla 9 yolcu ve her yetişkin için en fazla bir bebek bulunabilir.</li>
<li>Yolcu bilgilerini girerken seçtiğiniz koltuklar 10 dakika sizin için tutulur; rezervasyon oluştuktan sonra ödeme için en az 15 dakikanız olur.</li>
<li>Fiyatlar tüm vergi ve harçlar dahil ${f.currency} olarak gösterilir. Fiyat ödemeden önce değişirse yeni tutarı görürsünüz; siz onaylamadan hiçbir şey çekilmez.</li>
<li>Bilet yalnızca ödeme onaylandığında düzenlenir; tamamlanmayan bir ödemede çekilen tutar kartınıza kendiliğinden iade edilir.</li>
</ul>
<h2>3. İade ve değişiklik</h2>
<p>Bir biletin iade kesintisi tarifesine ve kalkışa kalan süreye göre belirlenir; tablonun tamamı <a href="/flightPrivacy">uçuş kurallarında</a>. Otel iptalleri <a href="/hotelPrivacy">otel kurallarına</a> tabidir. Havayolu uçuşu iptal eder ya da izin verilen süreden fazla rötar yaparsa ödediğinizin tamamını kesintisiz geri alırsınız.</p>
<h2>4. Kabul edilebilir kullanım</h2>
<p>Sitenin otomatik kullanımı (botlar, toplu fiyat toplama, yeniden satış için rezervasyon) ve güvenlik önlemlerini aşma girişimleri yasaktır; hesabın kapatılmasına yol açabilir.</p>
<h2>5. Uyuşmazlıklar</h2>
<p>Bir hizmetten memnun kalmadıysanız önce ${mailLink(f.email)} adresinden destek ekibimize yazın; sorunların çoğu orada çözülür. Çözülemeyen uyuşmazlıklara ${f.courts} bakar.</p>
<h2>6. Koşullardaki değişiklikler</h2>
<p>Bu koşullardaki her değişiklik tarihiyle birlikte bu sayfada yayımlanır ve ondan önce yapılan satın almaları etkilemez.</p>`,
  }),
};
