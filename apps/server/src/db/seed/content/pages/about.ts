import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { SeedPage } from './seed-page';

// "About us" of each brand, written for each language: the brand's own story, not one text
// with the name swapped.

const sepehran: Record<Language, SeedPage> = {
  fa: {
    title: 'دربارهٔ سپهران',
    description:
      'سپهران از سال ۱۳۸۸ در تهران بلیت هواپیما و هتل می‌فروشد؛ خرید مستقیم، پشتیبانی شبانه‌روزی و استرداد آنلاین.',
    html: `<p>سپهران کار خود را در سال ۱۳۸۸ با یک دفتر کوچک فروش بلیت چارتر در خیابان آزادی تهران آغاز کرد. امروز همان تیم، با بیش از شصت همکار، روزانه هزاران مسافر را به مقصدهای داخلی و خارجی می‌رساند و هتل سفرشان را هم رزرو می‌کند.</p>
<h2>آنچه انجام می‌دهیم</h2>
<ul>
<li>فروش مستقیم بلیت پروازهای داخلی، از تهران و مشهد تا کیش، شیراز، اصفهان و تبریز، و پروازهای خارجی به استانبول، دبی، نجف و مسقط.</li>
<li>رزرو هتل در شهرهای پرمسافر ایران و مقصدهای نزدیک، با قیمت شب‌به‌شب و شرایط کنسلی روشن پیش از پرداخت.</li>
<li>باشگاه مسافران سپهران: مایل هر پرواز انجام‌شده به حساب شما می‌نشیند و می‌توانید آن را برای سفر بعد خرج کنید.</li>
</ul>
<h2>چرا سپهران؟</h2>
<p>ما واسطه نیستیم: قیمتی که می‌بینید همان قیمتی است که می‌پردازید. استرداد بلیت را خودتان با کد پیگیری و شمارهٔ موبایل انجام می‌دهید و مبلغ به کارت یا کیف پولتان برمی‌گردد. پشتیبانی ما شبانه‌روزی و در همهٔ روزهای هفته پاسخ‌گوست.</p>
<p>سپهران دارای مجوز فروش بلیت مسافری از سازمان هواپیمایی کشوری و نماد اعتماد الکترونیکی است.</p>`,
  },
  en: {
    title: 'About Sepehran',
    description:
      'Sepehran has sold flights and hotels from Tehran since 2009: book direct, with support around the clock and online refunds.',
    html: `<p>Sepehran began in 2009 as a small charter-ticket desk on Azadi Street in Tehran. The same team, now more than sixty people, flies thousands of travellers a day across Iran and abroad, and books their hotels too.</p>
<h2>What we do</h2>
<ul>
<li>Direct sales of domestic flights — from Tehran and Mashhad to Kish, Shiraz, Isfahan and Tabriz — and of international flights to Istanbul, Dubai, Najaf and Muscat.</li>
<li>Hotel bookings in Iran's busiest cities and nearby destinations, priced night by night, with the cancellation terms shown before you pay.</li>
<li>The Sepehran travellers' club: every flight you take earns miles you can spend on the next one.</li>
</ul>
<h2>Why Sepehran</h2>
<p>We are not a middleman: the price you see is the price you pay. You refund a ticket yourself with its tracking code and your mobile number, and the money goes back to your card or wallet. Our support team answers day and night, seven days a week.</p>
<p>Sepehran holds a passenger-sales licence from Iran's Civil Aviation Organization and the national e-commerce trust seal (eNamad).</p>`,
  },
  ar: {
    title: 'عن سبهران',
    description:
      'تبيع سبهران تذاكر الطيران وحجوزات الفنادق من طهران منذ عام 2009: حجز مباشر ودعم على مدار الساعة واسترداد عبر الإنترنت.',
    html: `<p>بدأت سبهران عام 2009 مكتبًا صغيرًا لبيع تذاكر الرحلات العارضة في شارع آزادي بطهران. واليوم يخدم الفريق نفسه، وقد تجاوز ستين موظفًا، آلاف المسافرين يوميًا داخل إيران وخارجها، ويحجز لهم فنادقهم أيضًا.</p>
<h2>ماذا نقدّم</h2>
<ul>
<li>بيع مباشر لتذاكر الرحلات الداخلية، من طهران ومشهد إلى كيش وشيراز وأصفهان وتبريز، والرحلات الدولية إلى إسطنبول ودبي والنجف ومسقط.</li>
<li>حجز الفنادق في أكثر المدن الإيرانية ازدحامًا بالمسافرين وفي الوجهات القريبة، بسعر لكل ليلة وشروط إلغاء واضحة قبل الدفع.</li>
<li>نادي مسافري سبهران: كل رحلة تقوم بها تضيف أميالًا إلى رصيدك تستخدمها في رحلتك التالية.</li>
</ul>
<h2>لماذا سبهران؟</h2>
<p>لسنا وسيطًا: السعر الذي تراه هو السعر الذي تدفعه. تسترد تذكرتك بنفسك برمز التتبع ورقم جوالك، ويعود المبلغ إلى بطاقتك أو محفظتك. فريق الدعم لدينا يجيب ليلًا ونهارًا طوال أيام الأسبوع.</p>
<p>تحمل سبهران ترخيص بيع تذاكر الركاب من منظمة الطيران المدني الإيرانية وشعار الثقة الإلكترونية الوطني.</p>`,
  },
  tr: {
    title: 'Sepehran hakkında',
    description:
      "Sepehran 2009'dan beri Tahran'dan uçak bileti ve otel satıyor: aracısız rezervasyon, 7/24 destek ve çevrimiçi iade.",
    html: `<p>Sepehran 2009 yılında Tahran'daki Azadi Caddesi'nde küçük bir charter bilet ofisi olarak kuruldu. Bugün altmışı aşkın kişilik aynı ekip, her gün binlerce yolcuyu İran içinde ve yurt dışında uçuruyor, otellerini de ayarlıyor.</p>
<h2>Neler yapıyoruz</h2>
<ul>
<li>Tahran ve Meşhed'den Kiş, Şiraz, İsfahan ve Tebriz'e iç hat biletlerinin; İstanbul, Dubai, Necef ve Maskat'a dış hat biletlerinin doğrudan satışı.</li>
<li>İran'ın en çok ziyaret edilen şehirlerinde ve yakın destinasyonlarda, gece gece fiyatlanan ve iptal koşulları ödemeden önce gösterilen otel rezervasyonları.</li>
<li>Sepehran yolcu kulübü: uçtuğunuz her uçuş, bir sonraki yolculuğunuzda harcayabileceğiniz mil kazandırır.</li>
</ul>
<h2>Neden Sepehran?</h2>
<p>Aracı değiliz: gördüğünüz fiyat ödediğiniz fiyattır. Biletinizi takip kodu ve cep telefonu numaranızla kendiniz iade edersiniz; tutar kartınıza ya da cüzdanınıza geri döner. Destek ekibimiz haftanın her günü, gece gündüz yanıt verir.</p>
<p>Sepehran, İran Sivil Havacılık Kurumu'nun yolcu bileti satış lisansına ve ulusal e-ticaret güven damgasına (eNamad) sahiptir.</p>`,
  },
};

const turk: Record<Language, SeedPage> = {
  fa: {
    title: 'دربارهٔ پرواز ترکیه',
    description:
      'پرواز ترکیه، آژانس آنلاین سفر در شیشلی استانبول: بلیت پرواز از فرودگاه‌های استانبول و هتل در استانبول، آنتالیا و کاپادوکیه.',
    html: `<p>پرواز ترکیه در سال ۲۰۱۴ در محلهٔ شیشلی استانبول راه افتاد، با این هدف ساده که خرید بلیت و هتل برای مسافران ایرانی، عرب و ترک به یک اندازه آسان باشد. تیم ما به چهار زبان فارسی، عربی، ترکی و انگلیسی پاسخ می‌دهد.</p>
<h2>مسیرها و هتل‌ها</h2>
<ul>
<li>پرواز از فرودگاه استانبول و صبیحه گوکچن به آنتالیا، ازمیر، آنکارا و کاپادوکیه، و به تهران، مشهد، تبریز، دبی و مسقط.</li>
<li>هتل‌های منتخب در استانبول، از سلطان‌احمد تا ساحل بسفر، و استراحتگاه‌های آنتالیا و هتل‌های غاری کاپادوکیه.</li>
</ul>
<h2>شیوهٔ کار ما</h2>
<p>قیمت‌ها به دلار آمریکا و با همهٔ هزینه‌ها نمایش داده می‌شوند و شرایط استرداد هر نرخ پیش از پرداخت پیداست. پشتیبانی ما در همهٔ ساعات شبانه‌روز در دسترس است و دفتر شیشلی در روزهای کاری پذیرای شماست.</p>
<p>پرواز ترکیه آژانس مسافرتی دارای مجوز و عضو اتحادیهٔ آژانس‌های مسافرتی ترکیه (TÜRSAB) است.</p>`,
  },
  en: {
    title: 'About Parvaz Türkiye',
    description:
      'Parvaz Türkiye is an online travel agency in Şişli, Istanbul: flights from both Istanbul airports and hotels in Istanbul, Antalya and Cappadocia.',
    html: `<p>Parvaz Türkiye opened in Şişli, Istanbul, in 2014 with a simple aim: booking a flight and a hotel should be just as easy for a traveller from Tehran, Dubai or Ankara. Our team answers in Turkish, English, Persian and Arabic.</p>
<h2>Routes and hotels</h2>
<ul>
<li>Flights from Istanbul Airport and Sabiha Gökçen to Antalya, İzmir, Ankara and Cappadocia, and on to Tehran, Mashhad, Tabriz, Dubai and Muscat.</li>
<li>Hand-picked hotels in Istanbul — from Sultanahmet to the Bosphorus shore — resorts on the Antalya coast and cave hotels in Cappadocia.</li>
</ul>
<h2>How we work</h2>
<p>Prices are shown in US dollars with every charge included, and each fare's refund terms are clear before you pay. Support is there around the clock, and our Şişli office welcomes visitors on working days.</p>
<p>Parvaz Türkiye is a licensed travel agency and a member of the Association of Turkish Travel Agencies (TÜRSAB).</p>`,
  },
  ar: {
    title: 'عن برواز تركيا',
    description:
      'برواز تركيا وكالة سفر إلكترونية في شيشلي بإسطنبول: رحلات من مطاري إسطنبول وفنادق في إسطنبول وأنطاليا وكبادوكيا.',
    html: `<p>انطلقت برواز تركيا عام 2014 في حي شيشلي بإسطنبول بهدف بسيط: أن يكون حجز الرحلة والفندق سهلًا بالقدر نفسه للمسافر القادم من طهران أو دبي أو أنقرة. يجيبكم فريقنا بالعربية والتركية والفارسية والإنجليزية.</p>
<h2>الوجهات والفنادق</h2>
<ul>
<li>رحلات من مطار إسطنبول ومطار صبيحة كوكجن إلى أنطاليا وإزمير وأنقرة وكبادوكيا، وإلى طهران ومشهد وتبريز ودبي ومسقط.</li>
<li>فنادق مختارة في إسطنبول، من السلطان أحمد إلى ضفاف البوسفور، ومنتجعات ساحل أنطاليا وفنادق الكهوف في كبادوكيا.</li>
</ul>
<h2>طريقتنا في العمل</h2>
<p>تُعرض الأسعار بالدولار الأمريكي شاملةً كل الرسوم، وتظهر شروط استرداد كل سعر قبل الدفع. الدعم متاح على مدار الساعة، ومكتبنا في شيشلي يستقبلكم في أيام العمل.</p>
<p>برواز تركيا وكالة سفر مرخّصة وعضو في اتحاد وكالات السفر التركية (TÜRSAB).</p>`,
  },
  tr: {
    title: 'Parvaz Türkiye hakkında',
    description:
      "Parvaz Türkiye, İstanbul Şişli'de bir çevrimiçi seyahat acentesi: iki İstanbul havalimanından uçuşlar; İstanbul, Antalya ve Kapadokya'da oteller.",
    html: `<p>Parvaz Türkiye 2014'te İstanbul Şişli'de basit bir amaçla kuruldu: uçak ve otel ayırtmak Tahran'dan, Dubai'den ya da Ankara'dan gelen yolcu için aynı kolaylıkta olmalı. Ekibimiz Türkçe, İngilizce, Farsça ve Arapça yanıt veriyor.</p>
<h2>Hatlar ve oteller</h2>
<ul>
<li>İstanbul Havalimanı ve Sabiha Gökçen'den Antalya, İzmir, Ankara ve Kapadokya'ya; oradan Tahran, Meşhed, Tebriz, Dubai ve Maskat'a uçuşlar.</li>
<li>Sultanahmet'ten Boğaz kıyısına İstanbul'un seçkin otelleri, Antalya sahilindeki tatil köyleri ve Kapadokya'nın mağara otelleri.</li>
</ul>
<h2>Nasıl çalışıyoruz</h2>
<p>Fiyatlar tüm masraflar dahil ABD doları olarak gösterilir ve her tarifenin iade koşulları ödemeden önce açıktır. Destek ekibimiz günün her saatinde yanınızda; Şişli ofisimiz hafta içi ziyaretçilerini ağırlıyor.</p>
<p>Parvaz Türkiye, lisanslı bir seyahat acentesi ve Türkiye Seyahat Acentaları Birliği (TÜRSAB) üyesidir.</p>`,
  },
};

const oman: Record<Language, SeedPage> = {
  fa: {
    title: 'دربارهٔ پرواز عمان',
    description:
      'پرواز عمان از الخویر مسقط بلیت پرواز به کشورهای خلیج فارس، ایران، ترکیه و هند و هتل در مسقط، صلاله و نزوا می‌فروشد.',
    html: `<p>پرواز عمان در سال ۲۰۱۷ در الخویر مسقط تأسیس شد تا سفر کاری و خانوادگی ساکنان عمان را ساده‌تر کند. بیشتر همکاران ما خود عمانی‌اند و منطقه را از نزدیک می‌شناسند.</p>
<h2>کجا می‌بریمتان</h2>
<ul>
<li>پرواز از فرودگاه بین‌المللی مسقط به دبی، دوحه، ریاض و کویت، به تهران، شیراز و مشهد، به استانبول و به بمبئی و کوچی.</li>
<li>هتل در مسقط و صلاله، و اقامتگاه‌های سنتی نزوا و جبل اخضر برای آخر هفته‌های خنک‌تر.</li>
</ul>
<h2>آنچه به آن پایبندیم</h2>
<p>قیمت نهایی را پیش از پرداخت می‌بینید، بی‌هزینهٔ پنهان. رسید و بلیت بی‌درنگ برایتان فرستاده می‌شود و استرداد را خودتان از سایت درخواست می‌کنید. پشتیبانی ما همه‌روزه از ساعت ۸ تا ۲۲ به وقت مسقط پاسخ‌گوست.</p>
<p>پرواز عمان دارای مجوز آژانس مسافرتی از وزارت میراث و گردشگری سلطنت عمان است.</p>`,
  },
  en: {
    title: 'About Parvaz Oman',
    description:
      'Parvaz Oman sells flights from Muscat to the Gulf, Iran, Türkiye and India, and hotels in Muscat, Salalah and Nizwa, from its office in Al Khuwair.',
    html: `<p>Parvaz Oman was founded in Al Khuwair, Muscat, in 2017 to make business and family travel simpler for people living in Oman. Most of our team are Omani and know the region first-hand.</p>
<h2>Where we fly you</h2>
<ul>
<li>Flights from Muscat International Airport to Dubai, Doha, Riyadh and Kuwait; to Tehran, Shiraz and Mashhad; to Istanbul; and to Mumbai and Kochi.</li>
<li>Hotels in Muscat and Salalah, and traditional guesthouses in Nizwa and on Jebel Akhdar for cooler weekends.</li>
</ul>
<h2>What we hold to</h2>
<p>You see the final price before you pay, with nothing hidden. Your receipt and ticket arrive at once, and you ask for a refund yourself on the site. Our support team answers every day from 8:00 to 22:00 Muscat time.</p>
<p>Parvaz Oman is a travel agency licensed by the Sultanate of Oman's Ministry of Heritage and Tourism.</p>`,
  },
  ar: {
    title: 'عن برواز عُمان',
    description:
      'تبيع برواز عُمان من مكتبها في الخوير تذاكر الطيران من مسقط إلى الخليج وإيران وتركيا والهند، وحجوزات الفنادق في مسقط وصلالة ونزوى.',
    html: `<p>تأسست برواز عُمان عام 2017 في الخوير بمسقط لتجعل سفر المقيمين في السلطنة، للعمل أو مع العائلة، أسهل وأوضح. معظم فريقنا من العُمانيين الذين يعرفون المنطقة عن قرب.</p>
<h2>إلى أين نأخذكم</h2>
<ul>
<li>رحلات من مطار مسقط الدولي إلى دبي والدوحة والرياض والكويت، وإلى طهران وشيراز ومشهد، وإلى إسطنبول، وإلى مومباي وكوتشي.</li>
<li>فنادق في مسقط وصلالة، ونُزُل تراثية في نزوى والجبل الأخضر لعطلات نهاية أسبوع أكثر برودة.</li>
</ul>
<h2>ما نلتزم به</h2>
<p>ترى السعر النهائي قبل الدفع دون أي رسوم خفية. يصلك الإيصال والتذكرة فورًا، وتطلب الاسترداد بنفسك من الموقع. فريق الدعم يجيب يوميًا من الساعة 8 صباحًا حتى 10 مساءً بتوقيت مسقط.</p>
<p>برواز عُمان وكالة سفر مرخّصة من وزارة التراث والسياحة في سلطنة عُمان.</p>`,
  },
  tr: {
    title: 'Parvaz Umman hakkında',
    description:
      "Parvaz Umman, Maskat El Huveyr'deki ofisinden Körfez'e, İran'a, Türkiye'ye ve Hindistan'a uçuşlar; Maskat, Salala ve Nizva'da oteller satıyor.",
    html: `<p>Parvaz Umman, Umman'da yaşayanların iş ve aile seyahatlerini kolaylaştırmak için 2017'de Maskat'ın El Huveyr semtinde kuruldu. Ekibimizin çoğu Ummanlı ve bölgeyi yakından tanıyor.</p>
<h2>Sizi nereye uçuruyoruz</h2>
<ul>
<li>Maskat Uluslararası Havalimanı'ndan Dubai, Doha, Riyad ve Kuveyt'e; Tahran, Şiraz ve Meşhed'e; İstanbul'a; Mumbai ve Koçi'ye uçuşlar.</li>
<li>Maskat ve Salala'da oteller; daha serin hafta sonları için Nizva'da ve Cebel Ahdar'da geleneksel konukevleri.</li>
</ul>
<h2>Bağlı kaldıklarımız</h2>
<p>Ödemeden önce nihai fiyatı görürsünüz; gizli masraf yoktur. Makbuzunuz ve biletiniz hemen gelir, iadeyi sitede kendiniz talep edersiniz. Destek ekibimiz her gün Maskat saatiyle 08.00–22.00 arasında yanıt verir.</p>
<p>Parvaz Umman, Umman Sultanlığı Miras ve Turizm Bakanlığı lisanslı bir seyahat acentesidir.</p>`,
  },
};

export const aboutPages: Record<TenantId, Record<Language, SeedPage>> = { sepehran, turk, oman };
