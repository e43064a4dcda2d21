import type { FaqSeed } from './faq-seed';

export const faqTr: FaqSeed = {
  booking: [
    {
      q: 'Nasıl uçak bileti alırım?',
      a: '<p>Ana sayfada nereden nereye ve hangi gün uçacağınızı seçin, sonra sonuçlardan bir uçuş seçin. Her yolcunun adını kimliğinde ya da pasaportunda yazdığı gibi girin, isterseniz koltuk seçin ve ödeyin. Biletiniz ve takip kodunuz hemen SMS ve e-postayla gelir.</p>',
    },
    {
      q: 'Tek seferde kaç yolcu için rezervasyon yapabilirim?',
      a: '<p>Bir rezervasyonda en fazla 9 yolcu ve her yetişkin için en fazla bir bebek (2 yaş altı) olabilir. Uçuş günü 2 ile 11 yaş arasında olanlar çocuk sayılır.</p>',
    },
    {
      q: 'Bilgileri girerken koltuklar ne kadar süre tutulur?',
      a: '<p>Uçuşu seçtiğinizde koltuklar yolcu bilgilerini girmeniz için 10 dakika tutulur; sayfadaki geri sayım kalan süreyi gösterir. Rezervasyon oluştuktan sonra ödeme için en az 15 dakikanız vardır; ardından koltuklar yeniden satışa çıkar.</p>',
    },
    {
      q: 'Kimlik numarası mı gerekli, pasaport mu?',
      a: '<p>Her yolcu için ikisinden biri yeterli: iç hatlarda kimlik numarası, dış hatlarda pasaport numarası. Rakamları Farsça ya da Arapça klavyeyle de yazabilirsiniz.</p>',
    },
  ],
  payment: [
    {
      q: 'Nasıl ödeme yapabilirim?',
      a: '<p>Bankanın kendi güvenli sayfasında banka kartıyla ya da hesabınızda bakiye varsa {name} cüzdanınızdan. Kart numaranızın tamamını hiçbir zaman görmeyiz.</p>',
    },
    {
      q: 'Fiyatlar hangi para biriminde gösteriliyor?',
      a: '<p>Sayfanın üstünden başka bir para birimi seçmediğiniz sürece {currency} olarak. Gördüğünüz para biriminde, günün kuruyla ödersiniz; toplam tutar ödemeden önce gösterilir.</p>',
    },
    {
      q: 'Kartımdan para çekildi ama biletim yok. Ne yapmalıyım?',
      a: '<p>Banka ödemeyi onaylamazsa bilet düzenlenmez ve banka tutarı genellikle 72 saat içinde kartınıza kendiliğinden iade eder. Rezervasyonu <a href="/refund">bilet takibi</a> sayfasından kontrol edebilir ya da {phone} numarasından bizi arayabilirsiniz.</p>',
    },
    {
      q: 'İndirim kodu kullanabilir miyim?',
      a: '<p>Evet: ödeme adımında, ödemeden önce kodu yazın. Kod hattınız ve tarihleriniz için kontrol edilir, yeni toplam hemen görünür. Her rezervasyonda tek kod geçerlidir.</p>',
    },
  ],
  refund: [
    {
      q: 'Biletimi nasıl iade ederim?',
      a: '<p><a href="/refund">Bilet takibi ve iade</a> sayfasında rezervasyonun takip kodunu ve cep telefonu numarasını girin, biletleri ve iade türünü seçin. Onaylamadan önce kesintiyi ve geri alacağınız tutarı görürsünüz.</p>',
    },
    {
      q: 'İadede ne kadar kesinti yapılır?',
      a: '<p>Tarifeye ve kalkışa kaç saat kaldığına bağlıdır: uçuşa yaklaştıkça kesinti artar. Her tarifenin tablosu <a href="/flightPrivacy">uçuş kurallarında</a> ve biletinizde yer alır.</p>',
    },
    {
      q: 'İade edilen para ne zaman gelir?',
      a: '<p>Ödediğiniz yoldan geri döner: cüzdan, iade tamamlanır tamamlanmaz yüklenir; banka kartına iade ise bankanıza bağlı olarak genellikle birkaç iş günü sürer.</p>',
    },
    {
      q: 'Uçuşum iptal edildi ya da çok rötar yaptı. Bir şey kaybeder miyim?',
      a: '<p>Hayır. Havayolu uçuşu iptal eder ya da izin verilen süreden fazla rötar yaparsa ödediğinizin tamamını kesintisiz geri alırsınız. Size SMS ile haber veririz; iadeyi aynı sayfadan istersiniz.</p>',
    },
  ],
  baggage: [
    {
      q: 'Ne kadar bagaj hakkım var?',
      a: '<p>Her tarife bagaj hakkını arama sonuçlarında gösterir; biletinizde de yazar. İç hat ekonomi tarifelerinde genellikle 20 kg vardır, bazı indirimli tarifelerde daha azdır.</p>',
    },
    {
      q: 'Kabin bagajı ne kadar olabilir?',
      a: '<p>Çoğu havayolu 7 kg’a kadar bir kabin bagajına ve küçük bir kişisel eşyaya izin verir. Sıvılar şeffaf bir poşet içinde en fazla 100 ml’lik kaplarda olmalıdır.</p>',
    },
    {
      q: 'Rezervasyondan sonra ek bagaj alabilir miyim?',
      a: '<p>Evet, uçuşun satışı kapanana kadar: <a href="/ssr">hizmet ekle</a> sayfasını açın, rezervasyonunuzu takip koduyla bulun ve ek ağırlığı seçin. Yalnızca farkı ödersiniz.</p>',
    },
    {
      q: 'Evcil hayvanımla seyahat edebilir ya da tekerlekli sandalye isteyebilir miyim?',
      a: '<p>İkisi de <a href="/ssr">hizmet ekle</a> sayfasından eklenir. Tekerlekli sandalye ücretsizdir. Hayvanlar kargo bölümünde, her rezervasyonda tek türden olmak üzere seyahat eder ve her uçuşta yerleri sınırlıdır; erken ekleyin.</p>',
    },
  ],
  hotels: [
    {
      q: 'Nasıl otel rezervasyonu yaparım?',
      a: '<p><a href="/hotels">Oteller</a> sayfasında şehri, tarihleri ve odaları misafirleriyle birlikte seçin. Otelin sayfasında odanızı seçip ayırtın: siz öderken odalar 15 dakika tutulur ve voucher’ınız hemen gelir.</p>',
    },
    {
      q: 'Otel rezervasyonumu iptal edebilir miyim?',
      a: '<p>Her oda tarifesinin ödemeden önce ve voucher’da gösterilen kendi koşulları vardır: belirli bir tarihe kadar ücretsiz, sonrasında kesintili. Gelmeyen misafirden “no-show” tutarı alınır, kalanı iade edilir. Ayrıntılar <a href="/hotelPrivacy">otel kurallarında</a>.</p>',
    },
    {
      q: 'Girişte ne göstermem gerekir?',
      a: '<p>Voucher’ınızı (telefonda ya da basılı) ve oda sorumlusunun kimlik kartını ya da pasaportunu. Oda sorumlusu en az 18 yaşında olmalıdır. Giriş genellikle 14.00’ten itibaren, çıkış 12.00’ye kadardır.</p>',
    },
    {
      q: 'Çocuklar nasıl hesaplanır?',
      a: '<p>Fiyatın doğru çıkması için ararken her çocuğun yaşını girin. Bir oda, en az bir yetişkinle birlikte 17 yaşına kadar en fazla 3 çocuk alır.</p>',
    },
  ],
  club: [
    {
      q: '{name} kulübü nedir?',
      a: '<p>Yolcu kulübümüz: uçtuğunuz her bilet, tarife sınıfına ve üyelik seviyenize göre mil kazandırır. Millerle sonraki uçuşlarınızı ödeyebilirsiniz; üst seviyeler daha hızlı kazanır.</p>',
    },
    {
      q: 'Millerim ne zaman görünür?',
      a: '<p>Bileti aldığınız anda milleri “beklemede” görünür; uçuş gerçekleştikten sonra kullanılabilir hale gelir. Bileti iade ederseniz milleri de geri alınır.</p>',
    },
    {
      q: 'Uçtum ama millerim eksik. Ne yapabilirim?',
      a: '<p>Kulüp numaranızı vermeden uçtuysanız, profilinizden bilet numarası, soyadınız ve uçuş tarihiyle mil talebinde bulunun. Taleplerin çoğu hemen eşleşir.</p>',
    },
    {
      q: 'Mil satın alabilir miyim?',
      a: '<p>Evet, yıllık bir sınıra kadar; bir ödüle birkaç mil eksik kaldığınızda işe yarar. Fiyat ödemeden önce gösterilir.</p>',
    },
  ],
};
