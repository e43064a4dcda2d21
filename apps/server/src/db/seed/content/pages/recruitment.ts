import type { Language } from '@parvaz/domain/languages';
import { mailLink, type BrandFacts } from '../brand-facts';
import type { SeedPage } from './seed-page';

// Careers: an introduction; the open positions and their application form follow it on the page
// (the recruitment module's, seeded from seed/careers).

interface Words {
  title: string;
  description: (f: BrandFacts) => string;
  intro: (f: BrandFacts) => string;
  apply: (f: BrandFacts, email: string) => string;
}

const words: Record<Language, Words> = {
  fa: {
    title: 'فرصت‌های شغلی',
    description: (f) =>
      `به تیم ${f.name} در ${f.city} بپیوندید: موقعیت‌های شغلی باز و شیوهٔ ارسال رزومه.`,
    intro: (f) =>
      `در ${f.name} هر روز هزاران مسافر به ما اعتماد می‌کنند. دنبال همکارانی هستیم که کار دقیق و پاسخ‌گویی به مسافر برایشان مهم است.`,
    apply: (_f, email) =>
      `موقعیت مورد نظر خود را در فهرست زیر باز کنید و رزومه‌تان را (PDF یا Word، تا ۵ مگابایت) با فرم همان موقعیت بفرستید. همهٔ درخواست‌ها را می‌خوانیم و ظرف دو هفته پاسخ می‌دهیم. پرسشی دارید؟ به ${email} بنویسید.`,
  },
  en: {
    title: 'Careers',
    description: (f) =>
      `Join the ${f.name} team in ${f.city}: our open positions and how to apply.`,
    intro: (f) =>
      `Thousands of travellers trust ${f.name} every day. We are looking for people who care about getting things right and about the traveller on the other end of the line.`,
    apply: (_f, email) =>
      `Open a position below and send your CV (PDF or Word, up to 5 MB) with its form. We read every application and answer within two weeks. Questions? Write to ${email}.`,
  },
  ar: {
    title: 'الوظائف',
    description: (f) => `انضم إلى فريق ${f.name} في ${f.city}: الوظائف المتاحة وطريقة التقديم.`,
    intro: (f) =>
      `يثق آلاف المسافرين بـ${f.name} كل يوم. نبحث عن زملاء يهمّهم إتقان العمل وخدمة المسافر على الطرف الآخر من الخط.`,
    apply: (_f, email) =>
      `افتح الوظيفة التي تناسبك في القائمة أدناه وأرسل سيرتك الذاتية (PDF أو Word، حتى 5 ميغابايت) عبر نموذجها. نقرأ كل الطلبات ونرد خلال أسبوعين. لديك سؤال؟ راسلنا على ${email}.`,
  },
  tr: {
    title: 'Kariyer',
    description: (f) => `${f.name} ekibine katılın (${f.city}): açık pozisyonlar ve başvuru yolu.`,
    intro: (f) =>
      `${f.name} olarak her gün binlerce yolcunun güvenini taşıyoruz. İşini doğru yapmayı ve hattın öbür ucundaki yolcuyu önemseyen çalışma arkadaşları arıyoruz.`,
    apply: (_f, email) =>
      `Aşağıdaki listeden bir pozisyonu açın ve özgeçmişinizi (PDF ya da Word, en fazla 5 MB) formuyla gönderin. Her başvuruyu okuyor, iki hafta içinde yanıt veriyoruz. Sorunuz mu var? ${email} adresine yazın.`,
  },
};

/** The careers page of a brand in one language: its introduction and how to apply. */
export function recruitmentPage(f: BrandFacts): SeedPage {
  const w = words[f.lang];
  return {
    title: w.title,
    description: w.description(f),
    html: `<p>${w.intro(f)}</p>\n<p>${w.apply(f, mailLink(f.careersEmail))}</p>`,
  };
}
