import type { SeedPost } from '../seed-post';

// Turkish demo posts: destinations and travel tips.

export const trGuides: readonly SeedPost[] = [
  {
    slug: 'kapadokyada-iki-gun',
    category: 'destinations',
    image: 'desert',
    author: 'Elif Yılmaz',
    daysAgo: 3,
    tags: ['Kapadokya', 'hafta sonu', 'balon'],
    title: 'Kapadokya’da iki gün: balon, vadiler ve yeraltı şehirleri',
    summary:
      'Balon uçuşu bir saat sürer; geri kalan zamanı vadilerde, kaya kiliselerinde ve köy kahvaltılarında geçirmenin yolu.',
    body: `
Kapadokya denince akla önce gün doğumunda peribacalarının üzerinde süzülen balonlar gelir. Uçuş gerçekten unutulmaz ama sabah yedide biter; iki günlük bir planla bölgenin geri kalanını da keşfedebilirsiniz.

## Birinci gün

Balon uçuşunu ilk sabaha koyun: rüzgâr nedeniyle iptal olursa ertesi güne kaydırma şansınız olur. Uçuştan sonra Göreme Açık Hava Müzesi’ne gidin; bin yıllık fresklerle süslü kaya kiliselerini sabah erken saatte daha sakin görürsünüz. Öğleden sonra Güllüdere Vadisi’nde Çavuşin’e doğru yürüyün ve gün batımında kayaların pembeye döndüğünü izleyin.

## İkinci gün

Derinkuyu ya da Kaymaklı yeraltı şehrine inin; sekiz kata kadar inen dar geçitler bir zamanlar binlerce kişiyi saklıyordu. Öğle yemeğinde Avanos’ta testi kebabı deneyin, ardından çömlek atölyelerinden birine uğrayın.

- En az bir gece mağara otelde kalın; yazın serin, kışın sıcaktır.
- Kayseri ve Nevşehir havalimanları bölgeye yaklaşık bir saat uzaklıkta.
- Mayıs’ta bile geceler serin geçer, kalın bir kat alın.
`,
  },
  {
    slug: 'mardin-ve-midyat',
    category: 'destinations',
    image: 'skyline',
    author: 'Murat Aksoy',
    daysAgo: 16,
    tags: ['Mardin', 'Midyat', 'tarih', 'hafta sonu'],
    title: 'Mardin ve Midyat: taş evler, manastırlar ve Mezopotamya manzarası',
    summary:
      'Bal rengi taş sokakları ve ovaya bakan terasları ile Mardin, üç günde doyasıya gezilebilecek bir şehir.',
    body: `
Mardin, Mezopotamya ovasına bakan bir tepenin yamacına kurulmuş, bal rengi taş evleriyle ünlü bir şehir. Üç gün, hem şehri hem de çevresini tanımaya yeter.

## Eski şehir

Günü Cumhuriyet Meydanı’ndan başlayarak merdivenli sokaklarda kaybolarak geçirin. Zinciriye Medresesi’nin terasından ova manzarası, Kasımiye Medresesi’nin avlusundaki su kanalı ve Ulu Cami’nin minaresi mutlaka görülmeli. Akşamüstü bir teras kafede mırra kahvesi içerken ovanın ışıklarının yanışını izleyin.

## Deyrulzafaran ve Midyat

Şehre birkaç kilometre uzaklıktaki Deyrulzafaran Manastırı, yüzyıllardır ayakta duran bir Süryani manastırı. Bir gününüzü de Midyat’a ayırın: telkari gümüş atölyeleri, konakları ve yakındaki Mor Gabriel Manastırı ile ayrı bir dünya.

## Pratik bilgiler

- İlkbahar ve sonbahar en uygun mevsimler; yaz çok sıcak geçer.
- Mardin Havalimanı şehir merkezine yaklaşık yarım saat uzaklıkta.
- Eski şehirde araçla dolaşmak zor; rahat ayakkabı şart.

Dönüşte badem şekeri, sabun ve Süryani şarabı en sevilen hediyeler.
`,
  },
  {
    slug: 'karadeniz-yaylalari',
    category: 'destinations',
    image: 'mountains',
    author: 'Zeynep Kara',
    daysAgo: 38,
    tags: ['Karadeniz', 'yayla', 'doğa', 'yaz'],
    title: 'Karadeniz yaylaları: sisin içinde bir hafta',
    summary:
      'Ayder, Pokut, Uzungöl ve Zigana: Karadeniz’in yeşil yaylalarında bir haftalık rota önerisi.',
    body: `
Yazın şehir sıcağından kaçmak isteyenler için Karadeniz yaylaları gerçek bir serinlik vaat ediyor. Sis, yeşilin her tonu ve ahşap yayla evleri bu rotanın vazgeçilmezleri.

## Rota önerisi

Trabzon’a uçun ve ilk gün Sümela Manastırı’nı görün. İkinci gün Uzungöl’e geçin, ama kalabalıktan kaçmak için gölün çevresini sabah erkenden yürüyün. Ardından Rize’ye doğru ilerleyip Ayder Yaylası’nda iki gece kalın; kaplıcası ve çevredeki şelaleler yorgunluğunuzu alacaktır. Son günleri Pokut ve Sal yaylalarına ayırın; bulutların üzerinde uyanmak, bu yolculuğun en güzel anı olabilir.

## Yolda bilmeniz gerekenler

Yayla yolları dar, virajlı ve yer yer topraktır. Kendi aracınızla gidecekseniz yüksek tabanlı bir araç tercih edin ya da yerel minibüslerle gidin. Hava bir saat içinde değişebilir; yağmurluğu ve kalın bir hırkayı yanınızdan ayırmayın.

- Muhlama, hamsi ve mısır ekmeğini tatmadan dönmeyin.
- Temmuz ve ağustos en kalabalık dönem; konaklamayı erkenden ayırtın.
- Ayder’de akşamları horon yapılan yayla şenliklerini kaçırmayın.
`,
  },
  {
    slug: 'kas-ve-kalkan',
    category: 'destinations',
    image: 'beach',
    author: 'Elif Yılmaz',
    daysAgo: 55,
    tags: ['Kaş', 'Kalkan', 'Akdeniz', 'deniz'],
    title: 'Kaş ve Kalkan: Akdeniz’in sakin koyları',
    summary:
      'Kalabalık tatil merkezlerinden uzak, berrak koylarıyla Kaş ve Kalkan için kısa bir rehber.',
    body: `
Antalya’nın batısındaki Kaş ve Kalkan, büyük otellerden çok küçük pansiyonları ve berrak koylarıyla bilinir. Deniz, dalış ve yürüyüş için Türkiye’nin en güzel köşelerinden biri.

## Kaş

Kasaba merkezi akşamları sokak lambalarının altında yürüyüş yapan insanlarla dolar. Gündüzleri tekne turuyla Kekova’ya gidin; batık şehrin kalıntılarını camın altından izlemek etkileyici. Kaş, aynı zamanda Türkiye’nin en iyi dalış noktalarından biri; ilk dalışınızı burada yapabilirsiniz.

## Kalkan ve Kaputaş

Kalkan, beyaz evleri ve terasları ile daha sakin. İki kasaba arasındaki Kaputaş Plajı, turkuaz suyu ile herkesin fotoğrafını çektiği yer; sabah erken gidip merdivenlerden inmek gerekir.

## Likya Yolu

Likya Yolu’nun bazı etapları buradan geçer. Yaz sıcağında değil, ilkbahar ya da sonbaharda yürümek çok daha keyifli.

- En yakın havalimanı Dalaman; Antalya’dan da ulaşılabilir.
- Haziran ve eylül, deniz sıcak ama kalabalık azdır.
- Koylara ulaşmak için araç kiralamak işinizi kolaylaştırır.
`,
  },
  {
    slug: 'ilk-kez-tahran',
    category: 'destinations',
    image: 'skyline',
    author: 'Murat Aksoy',
    daysAgo: 77,
    tags: ['Tahran', 'İran', 'şehir turu'],
    title: 'İlk kez Tahran’a gidenler için üç günlük plan',
    summary:
      'Sarayları, müzeleri ve dağ eteğindeki kafeleriyle Tahran, sanıldığından çok daha fazlasını sunuyor.',
    body: `
Tahran, çoğu yolcu için İran turunun başlangıç noktası. Büyük ve kalabalık bir şehir olsa da, iyi bir planla üç günde en güzel yanlarını görebilirsiniz.

## Birinci gün: tarihî merkez

Güne UNESCO Dünya Mirası listesindeki Gülistan Sarayı ile başlayın; aynalı salonlar ve çini süslemeler göz kamaştırıcı. Ardından Kapalıçarşı’da baharat, kuru meyve ve halı tezgâhları arasında dolaşın.

## İkinci gün: müzeler

Ulusal Mücevherat Müzesi, dünyanın en büyük pembe elmaslarından birini barındırır; açılış saatlerini önceden kontrol edin. Öğleden sonra Ulusal Müze’de Persepolis’ten getirilen eserleri görebilirsiniz.

## Üçüncü gün: şehrin kuzeyi

Şehrin kuzeyindeki Derbend yokuşunda, dağ deresinin kenarındaki kafelerde çay içip kebap yiyin. Akşamüstü Tabiat Köprüsü’nde yürüyüş yapın.

- Türk vatandaşları şu an kısa turistik ziyaretler için vizesiz girebiliyor; yola çıkmadan güncel kuralları kontrol edin.
- Yabancı banka kartları çalışmaz; yanınıza yeterli nakit alın.
- Kamusal alanlarda kıyafet kurallarına uyulması beklenir.
`,
  },
  {
    slug: 'maskatta-kis-gunesi',
    category: 'destinations',
    image: 'beach',
    author: 'Zeynep Kara',
    daysAgo: 109,
    tags: ['Maskat', 'Umman', 'kış güneşi'],
    title: 'Maskat’ta kış güneşi: Körfez’in en sakin başkenti',
    summary:
      'Kasımdan marta kadar yirmili derecelerde bir başkent: camisi, kaleleri, vadileri ve denizi ile Maskat.',
    body: `
Türkiye’de kış bastırırken Maskat’ta hava yirmi beş derece civarındadır. Körfez’in diğer şehirlerine göre daha sakin ve geleneksel olan Umman başkenti, kış tatili için güzel bir seçenek.

## Şehirde

Sultan Kabus Ulu Camii’ni sabah ziyaret edin; dünyanın en büyük el dokuması halılarından biri burada. Öğleden sonra Mutrah sahilinde yürüyüp eski çarşıda tütsü, gümüş ve baharat alın. Akşamüstü eski Maskat’taki Portekiz kalelerini ve Sultanlık Sarayı’nın renkli cephesini görün.

## Şehir dışında

Sahil boyunca bir buçuk saat güneydeki Wadi Shab, yeşil bir kanyonda bir saatlik yürüyüşün sonunda turkuaz havuzlara ulaşır. Tekne turlarında yunusları görmek de oldukça yaygın.

## Bilinmesi gerekenler

- Kasımdan marta kadar olan dönem açık hava için en uygunu.
- Cuma sabahları şehir sakindir, birçok dükkân öğleden sonra açılır.
- Camide ve eski şehirde omuzları ve dizleri örten kıyafetler giyin.

Giriş kuralları milliyete göre değişir; seyahatten önce güncel vize koşullarını kontrol edin.
`,
  },
  {
    slug: 'ic-hatlarda-kabin-bagaji',
    category: 'travel-tips',
    image: 'suitcase',
    author: 'Deniz Öztürk',
    daysAgo: 1,
    tags: ['bagaj', 'kabin bagajı', 'iç hatlar'],
    title: 'İç hatlarda kabin bagajı kuralları',
    summary:
      'Ağırlık, ölçüler ve asla bagaja verilmemesi gerekenler: valizi hazırlamadan önce kısa bir hatırlatma.',
    body: `
Kapıdaki tartışmaların çoğu kabin bagajı yüzünden çıkar. Biletinizi birkaç dakika okumak hepsini önler.

## Ağırlık ve ölçü

İç hat biletlerinin çoğu 8 kilogram civarında bir kabin bagajı ve el çantası ya da laptop çantası gibi küçük bir kişisel eşyaya izin verir. Standart ölçü yaklaşık 55 × 40 × 23 santimetredir. Biletinizdeki hakkı kontrol edin; başka bir havayolundaki deneyiminize güvenmeyin.

## Yanınızda olması gerekenler

- Powerbank ve yedek lityum piller: asla bagaja verilmez.
- Düzenli kullandığınız ilaçlar ve reçeteleri.
- Kimlik, para, anahtar ve kırılabilecek ya da değerli her şey.

## Kabine alınmayanlar

Bıçak, alet ve büyük spreyler ya bagaja verilir ya da evde kalır. Sıvılar genellikle şeffaf bir poşet içinde 100 mililitrelik kaplarla sınırlıdır.

Uçak doluysa ekip kabin bagajını kapıda alıp bagaj bölümüne koymak isteyebilir. Teslim etmeden önce powerbank ve ilaçlarınızı çıkarın.

Bebekle seyahat ediyorsanız, bebeğin genellikle ayrı bir kabin bagajı hakkı olmaz; ancak ihtiyaçları için küçük bir çanta ve katlanabilir bebek arabası uçak kapısına kadar götürülebilir.
`,
  },
  {
    slug: 'ucuz-bilet-ne-zaman-alinir',
    category: 'travel-tips',
    image: 'map',
    author: 'Murat Aksoy',
    daysAgo: 20,
    tags: ['ucuz bilet', 'planlama', 'fiyat alarmı'],
    title: 'Uçak bileti ne zaman alınırsa daha ucuza gelir?',
    summary:
      'Bilet fiyatları sabit değildir. Birkaç basit alışkanlıkla her seferinde daha iyi bir fiyat yakalayabilirsiniz.',
    body: `
Uçak bileti fiyatları koltuklar doldukça yükselir. Her uçuşun birkaç fiyat sınıfı vardır ve ucuz koltuklar satıldığında yalnızca pahalı olanlar kalır.

## Erken alın, ama çok erken değil

İç hatlarda yolculuktan iki ila dört hafta önce almak genellikle en iyi fiyatı verir. Bayram tatilleri, yaz ayları ve uzun hafta sonları için bu süreyi altı ila sekiz haftaya çıkarın.

## Esnek olun

- Sabahın erken saatleri ve gece geç saatlerdeki uçuşlar çoğunlukla daha ucuzdur.
- Salı ve çarşamba günleri perşembe ve cumaya göre daha sakindir.
- Şehrinizde iki havalimanı varsa ikisini de arayın; İstanbul’da fark büyük olabilir.

## Fiyat alarmı kurun

Tarihleriniz henüz kesin değilse rotanız için fiyat alarmı kurun; fiyat düştüğünde ya da yeni koltuk açıldığında size haber verelim.

Unutmayın, en ucuz bilet her zaman en iyisi değildir. Satın almadan önce iade kurallarına ve bagaj hakkına da bakın.

Gidiş-dönüş biletleri bazı hatlarda iki ayrı tek yön biletten daha ucuz olabilir; her iki seçeneği de karşılaştırın.
`,
  },
  {
    slug: 'evcil-hayvanla-ucmak',
    category: 'travel-tips',
    image: 'plane',
    author: 'Zeynep Kara',
    daysAgo: 43,
    tags: ['evcil hayvan', 'kedi', 'köpek'],
    title: 'Evcil hayvanla uçmak: kabin mi, kargo mu?',
    summary:
      'Kedinizle ya da köpeğinizle uçmadan önce bilmeniz gereken kurallar, belgeler ve rezervasyon ipuçları.',
    body: `
Evcil hayvanınızla birlikte seyahat etmek mümkün, ancak yerler sınırlıdır ve birkaç kurala uymak gerekir.

## Kabinde mi, bagajda mı?

Küçük kedi ve köpekler, taşıma çantasıyla birlikte genellikle 8 kilogramı geçmiyorsa kabinde yolculuk edebilir. Çanta ön koltuğun altına sığmalı ve hayvan yolculuk boyunca içinde kalmalıdır. Daha büyük hayvanlar, ısı ve basıncı ayarlanmış bagaj bölümünde özel kafeslerle taşınır.

## Rezervasyon

Her uçuşta kabinde kabul edilen hayvan sayısı sınırlıdır; bu yüzden hayvanınızı bilet alırken bildirin ve onay bekleyin. Evcil hayvan ücreti bilet fiyatından ayrı ödenir.

## Belgeler

- Güncel aşı karnesi ve veteriner sağlık raporu.
- Yurt dışı uçuşlarda mikroçip, kuduz aşısı ve gerekiyorsa antikor testi.
- Varış ülkesinin ek kuralları; bazı ülkeler karantina isteyebilir.

Uçuştan önce hayvanınızı taşıma çantasına alıştırın ve yolculuktan birkaç saat önce hafif beslendirin. Sakinleştirici ilaçları veterinere danışmadan vermeyin.

Havalimanında güvenlik kontrolünde hayvanınızı çantadan çıkarmanız istenebilir; tasmasını ve kayışını elinizin altında tutun.
`,
  },
  {
    slug: 'aktarmali-ucuslarda-dikkat',
    category: 'travel-tips',
    image: 'runway',
    author: 'Deniz Öztürk',
    daysAgo: 68,
    tags: ['aktarma', 'havalimanı', 'planlama'],
    title: 'Aktarmalı uçuşlarda dikkat edilmesi gerekenler',
    summary:
      'Kısa aktarma, ayrı biletler ve bagaj: aktarmalı bir yolculuğu sorunsuz tamamlamak için bilmeniz gerekenler.',
    body: `
Aktarmalı uçuşlar çoğu zaman daha ucuzdur, ama küçük bir gecikme tüm planı bozabilir. Birkaç noktaya dikkat ederek riski azaltabilirsiniz.

## Tek bilet mi, ayrı bilet mi?

Tüm uçuşları tek bir bilette almak en güvenli yoldur. Bu durumda bagajınız son varış noktasına kadar aktarılır ve ilk uçuş gecikirse havayolu sizi bir sonraki uçuşa yerleştirmekle yükümlüdür. Ayrı biletlerde ise bağlantıyı kaçırırsanız yeni bileti kendiniz almak zorunda kalabilirsiniz.

## Ne kadar süre bırakmalı?

- İç hatlardan iç hatlara en az bir saat.
- Dış hatlarda en az bir buçuk saat, büyük havalimanlarında iki saat.
- Pasaport kontrolü ya da terminal değişikliği varsa daha fazlası.

## Havalimanında

İnişten sonra aktarma tabelalarını takip edin ve kapı numarasını ekranlardan tekrar kontrol edin; kapılar son anda değişebilir. Bazı ülkelerde yalnızca havalimanında aktarma yapmak için bile transit vize gerekebilir.

Uzun aktarmalarda havalimanı otellerini ya da dinlenme salonlarını değerlendirin.
`,
  },
  {
    slug: 'bayram-tatiline-hazirlik',
    category: 'travel-tips',
    image: 'suitcase',
    author: 'Elif Yılmaz',
    daysAgo: 100,
    tags: ['bayram', 'planlama', 'kontrol listesi'],
    title: 'Bayram tatiline hazırlık listesi',
    summary:
      'Bayramda havalimanları ve yollar doludur. Bilet, otel, evrak ve ev için adım adım bir kontrol listesi.',
    body: `
Bayram tatillerinde milyonlarca kişi aynı anda yola çıkar. Ne kadar erken hazırlanırsanız yolculuğunuz o kadar rahat geçer.

## Bir ay önce

- Gidiş ve dönüş biletlerinizi birlikte alın; dönüş uçuşları gidişten önce dolar.
- Oteli iptal koşulları net bir şekilde ayırtın.
- Yurt dışına çıkacaksanız pasaportunuzun geçerlilik süresini kontrol edin.

## Bir hafta önce

- Seyahat sağlık sigortanızı ve araç sigortanızı gözden geçirin.
- Düzenli ilaçlarınızı tatil süresinden birkaç gün fazlasına yetecek kadar alın.
- Bitkiler ve evcil hayvanlar için birini ayarlayın.

## Yola çıkmadan önceki gün

- Online check-in yapın ve biniş kartını telefonunuza kaydedin.
- Doğalgaz ve suyu kapatın, elektrikli aletlerin fişini çekin.
- Kimlik belgelerinizin fotoğrafını telefonunuzda saklayın.

Tatilin ilk ve son günlerinde havalimanları çok kalabalık olur; iç hatlarda en az iki, dış hatlarda üç saat önce orada olun.

Arabayla gidecekseniz lastikleri, freni ve yağı yoldan önce kontrol ettirin; bayram trafiğinde dinlenme molalarını da önceden planlayın.
`,
  },
  {
    slug: 'ucak-korkusuyla-basa-cikmak',
    category: 'travel-tips',
    image: 'plane',
    author: 'Zeynep Kara',
    daysAgo: 142,
    tags: ['uçuş korkusu', 'sağlık', 'uçuş'],
    title: 'Uçak korkusuyla başa çıkmanın yolları',
    summary:
      'Türbülans, sesler ve kalkış anı: uçuş korkusunu azaltmak için işe yarayan basit teknikler.',
    body: `
Uçak korkusu çok yaygındır ve yolcuların önemli bir kısmı uçuştan önce kaygı yaşar. İyi haber şu ki, birkaç basit teknik bu kaygıyı belirgin şekilde azaltabilir.

## Bilgi korkuyu azaltır

Türbülans rahatsız edicidir ama uçak için tehlikeli değildir; uçaklar çok daha güçlü sarsıntılara dayanacak şekilde tasarlanır. Kalkıştan sonra motor sesinin azalması ve iniş takımlarının çıkardığı gürültü de tamamen normaldir.

## Koltuk seçimi

Kanatların üzerindeki koltuklarda türbülans en az hissedilir. Koridor tarafı, sıkışmış hissetmemek için iyi bir seçim olabilir.

## Uçuş sırasında

- Yavaş ve derin nefes alın: dört saniye nefes alın, dört saniye tutun, altı saniyede verin.
- Kahve ve enerji içeceklerinden kaçının, bol su için.
- Dikkatinizi dağıtacak bir film, dizi ya da podcast hazırlayın.
- Kabin ekibine korktuğunuzu söyleyin; size yardımcı olmaktan memnuniyet duyarlar.

Korku çok yoğunsa, havayollarının ve psikologların düzenlediği uçuş korkusu kurslarını araştırabilirsiniz.

Uçuştan önceki gece iyi uyumak ve havalimanına erken gitmek de kaygıyı azaltır; aceleyle koşturmak korkuyu artıran şeylerin başında gelir.
`,
  },
];
