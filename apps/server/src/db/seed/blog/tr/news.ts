import type { SeedPost } from '../seed-post';

// Turkish demo posts: visas, airline news and hotels.

export const trNews: readonly SeedPost[] = [
  {
    slug: 'schengen-vizesi-evraklari',
    category: 'visas',
    image: 'passport',
    author: 'Murat Aksoy',
    daysAgo: 8,
    tags: ['Schengen', 'Avrupa', 'evrak'],
    title: 'Schengen vizesi için gereken evraklar',
    summary:
      'Kısa süreli Schengen vizesinde her konsolosluğun istediği temel evraklar ve başvuruların reddedilmesine yol açan sık hatalar.',
    body: `
Kısa süreli Schengen vizesi, Schengen bölgesinde herhangi bir 180 günlük dönem içinde en fazla 90 gün kalmanızı sağlar. Başvuru, en çok gece geçireceğiniz ülkenin konsolosluğuna ya da yetkili aracı kuruma yapılır.

## Temel evraklar

- Son on yıl içinde verilmiş, dönüşten sonra en az üç ay geçerli ve iki boş sayfası olan pasaport.
- İmzalı başvuru formu ve beyaz fonlu, 35 × 45 mm ölçülerinde yeni bir fotoğraf.
- Tüm seyahati kapsayan, en az 30.000 euro teminatlı seyahat sağlık sigortası.
- Gidiş-dönüş uçuş rezervasyonu ve her gece için otel rezervasyonu.
- Son üç ayın banka hesap dökümü, işveren yazısı ve maaş bordroları ya da şirket evrakları.

## Sık yapılan hatalar

Randevudan sonra iptal edilen otel rezervasyonları, ret gerekçelerinin başında gelir; rezervasyonları seyahat tarihine kadar geçerli tutun. Başvurudan hemen önce hesaba yatırılan yüklü miktarlar soru işareti yaratır; böyle bir durum varsa kısa bir açıklama yazısı ekleyin.

Formdaki, sigortadaki ve rezervasyonlardaki tarihlerin birebir aynı olduğundan emin olun.
`,
  },
  {
    slug: 'schengen-randevusu-ne-zaman',
    category: 'visas',
    image: 'passport',
    author: 'Murat Aksoy',
    daysAgo: 36,
    tags: ['Schengen', 'randevu', 'planlama'],
    title: 'Schengen randevusu ne zaman alınmalı?',
    summary:
      'Başvurular seyahatten altı ay önce açılıyor ve baharda randevular hızla doluyor. İşte adım adım bir takvim.',
    body: `
Schengen vizesine seyahatten en erken altı ay, en geç on beş gün önce başvurabilirsiniz. Ancak pratikte, özellikle yaz öncesinde, güvenli tarih çok daha erkendir.

## İşe yarayan bir takvim

- **Üç ay önce:** Hangi konsolosluğun dosyanıza baktığını ve başvuruların aracı kurum üzerinden alınıp alınmadığını öğrenin. Randevu takvimine göz atın.
- **On–on iki hafta önce:** Randevuyu alın; ardından vize reddedilirse iptal edilebilecek uçuş ve otel rezervasyonları yapın.
- **Sekiz hafta önce:** Banka dökümlerini, işveren yazısını ve sigortayı hazırlayın; gerekiyorsa tercümeleri yaptırın.
- **Randevu günü:** Asılları ve fotokopileri götürün, erken gidin ve takip numaralı makbuzu saklayın.

Değerlendirme genellikle on beş gün sürer, ancak ek belge istenirse kırk beş güne kadar uzayabilir. Nisan ile temmuz arasında büyük şehirlerde randevular haftalarca dolu olabilir; iptal edilen randevular haber verilmeden açıldığı için takvimi her sabah kontrol edin.

Vizeli pasaportunuz elinize geçmeden iadesiz bilet almayın.
`,
  },
  {
    slug: 'irana-seyahat-giris-kurallari',
    category: 'visas',
    image: 'passport',
    author: 'Deniz Öztürk',
    daysAgo: 64,
    tags: ['İran', 'Tahran', 'giriş kuralları'],
    title: 'İran’a seyahat: vize, sigorta ve para',
    summary:
      'Türk vatandaşları İran’a kısa süreli ziyaretlerde vizesiz girebiliyor. Yola çıkmadan önce bilmeniz gereken diğer kurallar.',
    body: `
Türk vatandaşları şu anda turistik amaçlı kısa ziyaretler için İran’a vizesiz girebiliyor. Ancak vize olmaması, hiçbir hazırlık gerekmediği anlamına gelmiyor.

## Pasaport ve giriş

Pasaportunuzun girişten itibaren en az altı ay geçerli olması gerekir. Sınır kapısında dönüş biletiniz ve konaklama adresiniz sorulabilir. Vizesiz kalış süresi sınırlıdır; süreyi aşarsanız çıkışta ceza ödersiniz.

## Seyahat sigortası

İran’a girişte seyahat sağlık sigortası istenebilir. İran’ı açıkça kapsayan bir poliçe alın; bazı uluslararası sigortalar bu ülkeyi kapsam dışında tutar.

## Para

Yabancı banka kartları İran’da çalışmaz. Tüm seyahat için yeterli nakdi, tercihen euro ya da dolar olarak yanınıza alın ve şehirdeki döviz bürolarında bozdurun. Bazı şehirlerde turistlere yönelik ön ödemeli kartlar da satılıyor.

## Kıyafet ve davranış

Kamusal alanlarda kadınların başörtüsü takması, erkeklerin ise şort giymemesi beklenir. Camilerde ve türbelerde daha sıkı kurallar uygulanır.

Kurallar zaman zaman değiştiği için yola çıkmadan önce resmî kaynakları kontrol edin.
`,
  },
  {
    slug: 'pasaport-alti-ay-kurali',
    category: 'visas',
    image: 'passport',
    author: 'Elif Yılmaz',
    daysAgo: 93,
    tags: ['pasaport', 'evrak', 'havalimanı'],
    title: 'Pasaportta altı ay kuralı: geçerli pasaport neden yetmeyebilir?',
    summary:
      'Pasaportunuz geçerli olsa bile uçağa alınmayabilirsiniz. Sebep çoğu zaman altı ay kuralıdır.',
    body: `
Birçok ülke, pasaportun giriş tarihinden itibaren en az altı ay daha geçerli olmasını şart koşar; bazıları bu süreyi çıkış tarihinden hesaplar. Süre yetmiyorsa havayolu sizi daha kalkış havalimanında uçağa almayabilir.

## Havayolları neden kontrol eder?

Girişi reddedilen yolcuyu geri getirmek havayolunun sorumluluğundadır ve masrafı ona aittir. Bu yüzden check-in sırasında pasaportunuz varış ülkesinin kurallarına göre kontrol edilir.

## Nelere bakmalı?

- Varış ve aktarma ülkelerinin istediği geçerlilik süresi.
- Boş sayfa sayısı; bazı ülkeler iki boş sayfa ister.
- Pasaportun durumu: yırtık ya da ıslanmış pasaportlar kabul edilmeyebilir.

## Pratik öneri

Pasaportunuzun bitmesine dokuz ay kala telefonunuza bir hatırlatma kurun; böylece yenilemek için yeterli zamanınız olur. Çocukların pasaportlarını da unutmayın, onların geçerlilik süresi daha kısadır.

Yakında bir seyahatiniz varsa ve pasaportunuzun süresi dolmak üzereyse, randevu sisteminde erken tarihleri takip edin.
`,
  },
  {
    slug: 'ummana-seyahat',
    category: 'visas',
    image: 'map',
    author: 'Zeynep Kara',
    daysAgo: 138,
    tags: ['Umman', 'Maskat', 'giriş kuralları'],
    title: 'Umman’a seyahat: giriş koşulları ve e-vize',
    summary:
      'Umman son yıllarda birçok ülkeye kısa süreli vizesiz giriş hakkı tanıdı. Başvuru, süreler ve havalimanında istenen belgeler.',
    body: `
Umman, turizmi geliştirmek için son yıllarda giriş kurallarını kolaylaştırdı. Pek çok ülkenin vatandaşı kısa süreli ziyaretlerde vizesiz girebiliyor, diğerleri ise uçmadan önce çevrim içi e-vize alıyor.

## E-vize başvurusu

Başvuru, Umman Kraliyet Polisi’nin e-vize portalından yapılır. En az altı ay geçerli pasaportun taranmış kopyası, yeni bir fotoğraf ve bazı milliyetler için otel rezervasyonu ile dönüş bileti gerekir. Başvurular genellikle birkaç iş gününde sonuçlanır, ancak en az iki hafta önceden başvurmak iyi olur.

## Havalimanında

E-vizeyi çıktı olarak ya da telefonunuzda, otel rezervasyonu ve dönüş biletiyle birlikte yanınızda bulundurun. Seyahat sağlık sigortası da istenebilir.

## Bilmeniz gerekenler

- Süreyi aşmanın her günü için para cezası uygulanır.
- Umman vizesi Birleşik Arap Emirlikleri’ne geçişi kapsamaz.
- Kurallar milliyete göre değişir ve sık güncellenir.

Bilet almadan önce kendi vatandaşlığınız için geçerli güncel koşulları resmî kaynaklardan kontrol edin.
`,
  },
  {
    slug: 'kis-tarifesi-sabah-ucuslari',
    category: 'airline-news',
    image: 'runway',
    author: 'Deniz Öztürk',
    daysAgo: 10,
    tags: ['tarife', 'kış', 'iç hatlar'],
    title: 'Kış tarifesi: yoğun hatlarda daha fazla sabah uçuşu',
    summary:
      'Kış tarifesiyle birlikte yoğun hatlarda kalkışlar sabaha kayıyor, tatiller için ek seferler planlanıyor.',
    body: `
Kış tarifesi ekim ayının son pazar günü başlıyor ve mart sonuna kadar sürüyor. {brand} üzerinden bilet satan havayolları planlarını açıkladı; en önemli değişiklik kalkışların sabaha kayması.

## Neler değişiyor?

İş seyahatlerinin yoğun olduğu hatlarda sabah altı ile dokuz arasında daha fazla kalkış olacak; böylece aynı gün akşam dönüşlü seyahatler kolaylaşıyor. Bazı akşam uçuşları da yarım saat ile bir saat arasında öne alınıyor.

## Tatil ek seferleri

Sömestr tatili ve yılbaşı döneminde güney sahillerine ve sıcak ülkelere ek seferler planlandı. Bu seferler kademeli olarak satışa çıkıyor; aradığınız tarihi henüz göremiyorsanız rotanız için fiyat alarmı kurun.

## Uçuş saatiniz değiştiyse

Rezervasyonunuzun saati bir saatten fazla değiştiyse SMS ve e-posta ile bilgilendirilirsiniz. Yeni saati kabul edebilir, aynı hattaki başka bir uçuşa ücretsiz geçebilir ya da bilet sayfasından tam iade talep edebilirsiniz.

Uçuştan bir gün önce biletinizdeki kalkış saatini mutlaka kontrol edin.
`,
  },
  {
    slug: 'yeni-hat-izmir-tahran',
    category: 'airline-news',
    image: 'plane',
    author: 'Murat Aksoy',
    daysAgo: 32,
    tags: ['İzmir', 'Tahran', 'yeni hat'],
    title: 'Yeni hat: İzmir–Tahran direkt uçuşları başlıyor',
    summary:
      'İzmir ile Tahran arasında haftada iki direkt uçuş başlıyor; İstanbul aktarmasına gerek kalmıyor.',
    body: `
Ege’den İran’a seyahat edenler için yeni bir seçenek var: İzmir ile Tahran arasında salı ve cuma günleri haftada iki direkt uçuş.

## Uçuş planı

Uçak İzmir’den öğleden sonra kalkıyor ve yaklaşık üç buçuk saat sonra Tahran İmam Humeyni Havalimanı’na iniyor. Dönüş uçuşu ertesi sabah erken saatte. Dar gövdeli uçakta ekonomi ve küçük bir business kabini bulunuyor.

## Neden önemli?

Şimdiye kadar bu yolculuk İstanbul aktarmasıyla en az altı saat sürüyordu. Direkt uçuş, hem iş seyahatleri hem de aile ziyaretleri için zamandan büyük tasarruf sağlıyor. İran’dan Ege kıyılarına tatile gelenler için de güzel bir haber.

## Bagaj ve fiyatlar

Açılış fiyatlarına ekonomi sınıfında 30 kilogram bagaj ve uçakta ikram dahil. İki yaşından küçük bebekler yetişkin ücretinin onda birini ödüyor.

Biletler şimdiden {brand} üzerinde satışta; ilk haftalar hızla doluyor.

Türk vatandaşları kısa süreli ziyaretlerde İran’a vizesiz girebiliyor; yine de pasaportunuzun en az altı ay geçerli olduğundan ve seyahat sigortanızın İran’ı kapsadığından emin olun.
`,
  },
  {
    slug: 'online-check-in-48-saat',
    category: 'airline-news',
    image: 'plane',
    author: 'Elif Yılmaz',
    daysAgo: 58,
    tags: ['online check-in', 'havalimanı', 'biniş kartı'],
    title: 'Online check-in artık uçuştan 48 saat önce açılıyor',
    summary:
      'Birçok havayolu online check-in’i iki gün önceden açıyor. Koltuk seçimi ve havalimanı kuyrukları için ne anlama geliyor?',
    body: `
{brand} üzerinden bilet satan birçok havayolu, online check-in’i kalkıştan 24 saat yerine 48 saat önce açmaya başladı. Küçük görünen bu değişiklik yolcular için gerçek bir kolaylık.

## Ne kazanıyorsunuz?

- Uçak dolmadan koltuk seçmek için daha fazla zaman; özellikle yan yana oturmak isteyen aileler için.
- Telefonunuzda biniş kartı; yalnızca kabin bagajınız varsa doğrudan güvenlik kontrolüne gidebilirsiniz.
- Daha kısa kuyruk; bagaj teslim bankoları genellikle tam check-in bankolarından daha sakindir.

## Neler değişmedi?

Online check-in kalkıştan birkaç saat önce kapanır. Özel yardıma ihtiyaç duyan, bebekle ya da evcil hayvanla seyahat eden yolcuların hâlâ bankoya gitmesi gerekir.

## Nasıl yapılır?

Takip kodunuzla bilet sayfasını açın, uçuşu seçin ve adımları izleyin. Biniş kartı e-postanıza gelir, PDF olarak da indirebilirsiniz.

Online check-in, kapının kapanma saatini değiştirmez; kalkıştan en az yirmi dakika önce kapıda olun.

Dış hat uçuşlarında pasaport bilgilerinizi online check-in sırasında eksiksiz girmeniz gerekir; belgeleriniz bagaj teslim bankosunda ya da kapıda ayrıca kontrol edilir.
`,
  },
  {
    slug: 'ekonomi-light-nedir',
    category: 'airline-news',
    image: 'suitcase',
    author: 'Deniz Öztürk',
    daysAgo: 97,
    tags: ['fiyatlar', 'bagaj', 'ekonomi'],
    title: 'Yeni Ekonomi Light fiyatı ile neler değişiyor?',
    summary:
      'Bazı hatlarda bagajsız, daha ucuz bir fiyat sınıfı satışa çıktı. Kimin işine yarar, ince ayrıntılar neler?',
    body: `
Birçok havayolu iç hatlarda ve kısa bölgesel hatlarda Ekonomi Light adlı yeni bir fiyat sınıfı sunmaya başladı. Standart ekonomiden daha ucuz, ama yalnızca kabin bagajı içeriyor.

## Kimin işine yarar?

Günübirlik iş seyahati yapanlar ve hafif seyahat etmeyi sevenler. Sekiz kilogramlık bir kabin bagajı ve küçük bir kişisel eşya ile uçuyorsanız hiçbir şey kaybetmeden tasarruf edersiniz.

## İnce ayrıntılar

- Bagaj hakkı yok. Sonradan bagaj eklemek, iki fiyat arasındaki farktan daha pahalıya gelir; kararınızı bilet alırken verin.
- Değişiklik ücret ve fiyat farkıyla yapılabilir; iadede çoğu zaman yalnızca vergiler geri ödenir.
- Koltuk seçimi ücretlidir, ancak check-in sırasında ücretsiz bir koltuk atanır.

## Nasıl karşılaştırılır?

{brand} sonuç sayfasında her fiyat, bagaj hakkı ve iade kurallarıyla birlikte yan yana gösteriliyor. Seçmeden önce fiyatın üzerine dokunup tüm koşulları okuyun.

Çocuklu aileler ve hediye ya da spor malzemesi taşıyanlar için standart ekonomi sonunda genellikle daha ucuza gelir.
`,
  },
  {
    slug: 'yaz-tarifesine-ilk-bakis',
    category: 'airline-news',
    image: 'runway',
    author: 'Deniz Öztürk',
    daysAgo: -7,
    tags: ['tarife', 'yaz', 'yeni hat'],
    title: 'Yaz tarifesine ilk bakış',
    summary:
      'Sahillere daha fazla sefer, akşam kalkışları ve iki mevsimlik hat: yaz tarifesi neler getiriyor?',
    body: `
Yaz tarifesi mart ayının son pazar günü başlıyor. Havayolları ilk planlarını paylaştı; öne çıkan haber sahillere ve serin yayla bölgelerine kapasitenin artması.

## Yazın gidilen yerlere daha fazla koltuk

Antalya, Dalaman, Bodrum ve Trabzon hatlarında haziran–eylül arasında hafta sonu ek seferleri konuyor. Bazı hatlara akşam kalkışları ekleniyor; perşembe günü işten çıkıp tatile uçmak mümkün olacak.

## Mevsimlik hatlar

İki mevsimlik hat, haziran sonundan itibaren haftada iki seferle geri dönüyor. Gün ve saatleri bir sonraki tarife güncellemesiyle açıklanacak.

## Ne zaman almalı?

Yaz fiyatları genellikle nisandan itibaren yavaş yavaş yükselir. Tarihleriniz kesinse altı ila sekiz hafta önceden, okul tatili için daha da erken almak iyi bir kuraldır. {brand} fiyat alarmı, rotanızda fiyat düştüğünde sizi haberdar eder.

Havayolları onayladığında tam tarifeyi hat hat yayımlayacağız.

Yaz aylarında bazı havalimanlarında yoğunluk çok artar; özellikle cuma akşamları ve pazar günleri havalimanına her zamankinden erken gitmeyi planlayın.
`,
  },
  {
    slug: 'istanbulda-nerede-kalinir',
    category: 'hotels',
    image: 'hotel',
    author: 'Elif Yılmaz',
    daysAgo: 25,
    tags: ['İstanbul', 'otel', 'semtler'],
    title: 'İstanbul’da nerede kalınır? Semt semt rehber',
    summary:
      'Sultanahmet, Karaköy, Nişantaşı ya da Kadıköy: İstanbul’da doğru semt, doğru otelden daha önemli.',
    body: `
İstanbul trafiği kısa bir mesafeyi bir saate çevirebilir; bu yüzden konaklayacağınız semt, seyahatinizin en önemli kararıdır.

## Sultanahmet

Ayasofya, Sultanahmet Camii ve tramvay hemen yanınızda. İlk ziyaret için ideal; çatı terasları olan küçük aile otelleri burada yaygın. Akşamları sokaklar sakinleşir.

## Karaköy ve Galata

Tarihî yarımada ile Beyoğlu arasında, kafeleri, galerileri ve iyi restoranlarıyla şehrin en canlı semtlerinden. Oteller çoğunlukla restore edilmiş on dokuzuncu yüzyıl binalarında. Tramvay, füniküler ve vapurla ulaşım çok kolay.

## Nişantaşı ve Şişli

Alışveriş caddeleri, iş otelleri ve uluslararası zincirler. İş seyahati için uygun; tarihî yerlere metroyla gidilir.

## Kadıköy

Anadolu yakasında; her gün Boğaz’da bir vapur yolculuğu da cabası. Otel sayısı az, apart seçenekleri fazla ve şehrin en iyi pazarları burada.

Nerede kalırsanız kalın, otelin tramvay, metro ya da vapur iskelesine uzaklığına bakın; her gününüzü bu belirleyecek.

Merkezî semtlerde sokak gürültüsü gece geç saatlere kadar sürebilir; rezervasyon yaparken arka cepheye bakan sessiz bir oda isteyin.
`,
  },
  {
    slug: 'butik-otel-mi-zincir-otel-mi',
    category: 'hotels',
    image: 'room',
    author: 'Zeynep Kara',
    daysAgo: 71,
    tags: ['butik otel', 'otel', 'planlama'],
    title: 'Butik otel mi, zincir otel mi?',
    summary:
      'Karakterli küçük bir otel mi, her şeyi standart büyük bir otel mi? Seyahatin amacına göre doğru seçim.',
    body: `
Aynı fiyata biri on iki odalı bir taş konak, diğeri iki yüz odalı bir zincir otel olabilir. Hangisinin size uygun olduğu, seyahatin amacına bağlı.

## Butik otellerin artıları

- Karakter: restore edilmiş konaklar, mağara odalar, bahçeli taş evler.
- Kişisel ilgi: sahipleri çoğu zaman size şehrin en iyi lokantalarını önerir.
- Genellikle tarihî merkezlerde, yürüme mesafesinde.

## Zincir otellerin artıları

- Standart kalite: ne bulacağınızı bilirsiniz.
- Spor salonu, havuz, toplantı odaları ve 24 saat resepsiyon.
- Sadakat programları ve esnek iptal koşulları.

## Nasıl karar verilir?

Kısa bir şehir gezisi ya da balayı için butik otel deneyimi zenginleştirir. İş seyahati, uzun konaklama ya da kalabalık aile için zincir oteller daha pratik olabilir.

Butik otellerde odalar birbirinden çok farklı olabilir; rezervasyondan önce tam olarak ayırttığınız odanın fotoğraflarına bakın ve asansör olup olmadığını sorun.

Karar veremiyorsanız ikisini birleştirin: yolculuğun ilk gecelerini bir zincir otelde, son gecelerini karakterli bir butik otelde geçirmek güzel bir denge sağlar.
`,
  },
  {
    slug: 'her-sey-dahil-otellerde-dikkat',
    category: 'hotels',
    image: 'beach',
    author: 'Murat Aksoy',
    daysAgo: 128,
    tags: ['her şey dahil', 'Antalya', 'tatil'],
    title: 'Her şey dahil otellerde nelere dikkat etmeli?',
    summary:
      'Her şey dahil her otelde aynı anlama gelmiyor. Rezervasyon öncesi sorulması gereken sorular.',
    body: `
Antalya’dan Bodrum’a sahil tatillerinin en sevilen seçeneği her şey dahil oteller. Ancak “her şey dahil” ifadesinin kapsamı otelden otele çok değişiyor.

## Neler dahil, neler değil?

- Ana restoran çoğunlukla dahildir; alakart restoranlar ücretli olabilir ya da rezervasyon gerektirebilir.
- Yerli içecekler dahil, ithal içecekler genellikle ücretlidir.
- Mini bar, oda servisi ve spa çoğu otelde ayrıca ücretlendirilir.

## Çocuklu aileler için

Çocuk kulübünün yaş aralığını ve çalışma saatlerini, aquapark ve çocuk havuzunu sorun. Çocuk yaşlarını aramada girin; birçok otelde belli bir yaşın altındaki çocuklar ücretsiz konaklar.

## Konum ve plaj

Otelin denize sıfır olup olmadığını, plajın kum mu çakıl mı olduğunu ve iskele bulunup bulunmadığını kontrol edin. Havalimanına uzaklık da transfer süresini belirler.

Yorumlarda yemek kalitesi ve temizlikle ilgili son birkaç ayın değerlendirmelerine özellikle bakın.

Erken rezervasyon indirimleri çoğu zaman kasım ile mart arasında sunulur; bu dönemde iptal koşulları esnek bir fiyat bulmak hem tasarruf hem de güvence sağlar.
`,
  },
  {
    slug: 'otel-iptal-kosullari',
    category: 'hotels',
    image: 'room',
    author: 'Elif Yılmaz',
    daysAgo: 0,
    draft: true,
    tags: ['iptal', 'rezervasyon', 'otel'],
    title: 'Otel iptal koşulları nasıl okunur?',
    summary:
      '“Girişten 3 gün öncesine kadar ücretsiz iptal” ne demek? İptal koşulları ve gelmeme cezası üzerine kısa bir rehber.',
    body: `
Aynı fiyattaki iki oda, çok farklı iptal koşullarıyla gelebilir. Bu koşulları okumak bir dakikanızı alır, ama bir ya da daha fazla gecenin ücretini kurtarabilir.

## Belirli bir tarihe kadar ücretsiz iptal

Bu tarih otelin yerel saatine göre ve genellikle giriş saatinden itibaren hesaplanır. Ayın 20’sinde saat 14.00’te giriş için “girişten 3 gün öncesine kadar ücretsiz”, otel saatiyle ayın 17’sinde 14.00’e kadar ücretsiz demektir.

## Cezalar

Ceza genellikle ilk gecenin ücreti, konaklamanın bir yüzdesi ya da tamamıdır ve giriş tarihi yaklaştıkça artar.

## İadesiz fiyatlar

Daha ucuzdur, ama aynı gün iptal etseniz bile hiçbir ücret geri ödenmez. Yalnızca planınız kesinse tercih edin.

## Gelmeme durumu

Gitmez ve iptal de etmezseniz otel, genellikle ilk gece ya da tüm konaklama tutarında gelmeme cezası keser.

{brand} üzerinde her odanın koşulları, otel saatiyle son tarihleriyle birlikte ödemeden önce gösterilir.

İptal yerine tarih değişikliği gerekiyorsa önce otele sorun; birçok otel ücretsiz iptal süresi dolmadan yapılan tarih değişikliklerini cezasız kabul eder.
`,
  },
];
