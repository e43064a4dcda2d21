import type { SeedComment } from '../seed-post';

export const trComments: readonly SeedComment[] = [
  {
    slug: 'kapadokyada-iki-gun',
    fullName: 'Ayşe Demir',
    text: 'Geçen ekim gittik, balon uçuşumuz ilk gün iptal oldu ve ertesi sabaha kaydırdık. Uçuşu ilk güne koyma tavsiyesi çok yerinde.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'kapadokyada-iki-gun',
    fullName: 'Kerem',
    text: 'Mağara otellerde asansör olmuyor genelde, büyük valizle gidenler dikkat etsin.',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'kapadokyada-iki-gun',
    fullName: 'Selin',
    text: 'Çok faydalı bir yazı olmuş, teşekkürler!',
    status: 'pending',
    daysAfter: 3,
  },
  {
    slug: 'ic-hatlarda-kabin-bagaji',
    fullName: 'Burak Şahin',
    text: 'Powerbank konusu gerçekten önemli. Bir keresinde valizimden çıkarmak için anons ile çağırdılar.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'schengen-vizesi-evraklari',
    fullName: 'Gizem Aydın',
    text: 'İlk başvurum otel rezervasyonu iptal edildiği için reddedilmişti. Keşke önce bu yazıyı okusaydım.',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'schengen-vizesi-evraklari',
    fullName: 'garantili vize',
    text: '48 saatte garantili vize! Hemen bize ulaşın.',
    status: 'spam',
    daysAfter: 3,
  },
  {
    slug: 'mardin-ve-midyat',
    fullName: 'Hakan Yıldız',
    text: 'Mor Gabriel’i mutlaka görün, ziyaret saatlerini önceden kontrol edin. Öğle arasında kapalı olabiliyor.',
    status: 'approved',
    daysAfter: 4,
  },
  {
    slug: 'evcil-hayvanla-ucmak',
    fullName: 'Deniz',
    text: 'Kedimle ilk kez uçacağım, taşıma çantasına alıştırma önerisini hemen uyguluyorum.',
    status: 'pending',
    daysAfter: 5,
  },
];
