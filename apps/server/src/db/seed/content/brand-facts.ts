import type { Language } from '@parvaz/domain/languages';
import { tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import { brandSiteContent } from '../site-content.seed';

/** What a brand's pages and answers say of it, in one language. */
export type BrandFacts = {
  tenant: TenantId;
  lang: Language;
  name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  supportHours: string;
  /** Where applications for the open positions go. */
  careersEmail: string;
  /** Who answers questions about personal data. */
  privacyEmail: string;
  /** The laws the site's terms and privacy notice are written under. */
  consumerLaw: string;
  dataLaw: string;
  /** The courts that hear a dispute the brand's support cannot settle. */
  courts: string;
  /** The currency the site shows prices in unless the visitor picks another. */
  currency: string;
  /** When the office takes visitors (support answers around the clock or as `supportHours`). */
  officeHours: string;
};

type PerLanguage = Record<Language, string>;

const cities: Record<TenantId, PerLanguage> = {
  sepehran: { fa: 'تهران', ar: 'طهران', en: 'Tehran', tr: 'Tahran' },
  turk: { fa: 'استانبول', ar: 'إسطنبول', en: 'Istanbul', tr: 'İstanbul' },
  oman: { fa: 'مسقط', ar: 'مسقط', en: 'Muscat', tr: 'Maskat' },
};

const consumerLaws: Record<TenantId, PerLanguage> = {
  sepehran: {
    fa: 'قانون تجارت الکترونیکی و قانون حمایت از حقوق مصرف‌کنندگان',
    ar: 'قانون التجارة الإلكترونية وقانون حماية حقوق المستهلكين في إيران',
    en: "Iran's Electronic Commerce Act and Consumer Rights Protection Act",
    tr: 'İran Elektronik Ticaret Kanunu ve Tüketici Haklarını Koruma Kanunu',
  },
  turk: {
    fa: 'قانون شمارهٔ ۶۵۰۲ حمایت از مصرف‌کننده ترکیه',
    ar: 'قانون حماية المستهلك التركي رقم 6502',
    en: 'Turkish Consumer Protection Law No. 6502',
    tr: '6502 sayılı Tüketicinin Korunması Hakkında Kanun',
  },
  oman: {
    fa: 'قانون حمایت از مصرف‌کننده عمان (فرمان سلطانی ۶۶/۲۰۱۴)',
    ar: 'قانون حماية المستهلك الصادر بالمرسوم السلطاني رقم 66/2014',
    en: "Oman's Consumer Protection Law (Royal Decree 66/2014)",
    tr: 'Umman Tüketiciyi Koruma Kanunu (66/2014 sayılı Sultanlık Kararnamesi)',
  },
};

const dataLaws: Record<TenantId, PerLanguage> = {
  sepehran: {
    fa: 'قانون تجارت الکترونیکی (فصل حمایت از داده‌پیام‌های شخصی)',
    ar: 'قانون التجارة الإلكترونية الإيراني (فصل حماية البيانات الشخصية)',
    en: "the personal data provisions of Iran's Electronic Commerce Act",
    tr: 'İran Elektronik Ticaret Kanunu’nun kişisel verilere ilişkin hükümleri',
  },
  turk: {
    fa: 'قانون شمارهٔ ۶۶۹۸ حفاظت از داده‌های شخصی ترکیه (KVKK)',
    ar: 'قانون حماية البيانات الشخصية التركي رقم 6698 (KVKK)',
    en: 'the Turkish Personal Data Protection Law No. 6698 (KVKK)',
    tr: '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK)',
  },
  oman: {
    fa: 'قانون حفاظت از داده‌های شخصی عمان (فرمان سلطانی ۶/۲۰۲۲)',
    ar: 'قانون حماية البيانات الشخصية الصادر بالمرسوم السلطاني رقم 6/2022',
    en: "Oman's Personal Data Protection Law (Royal Decree 6/2022)",
    tr: 'Umman Kişisel Verilerin Korunması Kanunu (6/2022 sayılı Sultanlık Kararnamesi)',
  },
};

const courts: Record<TenantId, PerLanguage> = {
  sepehran: {
    fa: 'دادگاه‌های عمومی تهران',
    ar: 'محاكم طهران العامة',
    en: 'the general courts of Tehran',
    tr: 'Tahran genel mahkemeleri',
  },
  turk: {
    fa: 'هیئت‌های داوری مصرف‌کننده و دادگاه‌های مصرف‌کنندهٔ استانبول',
    ar: 'هيئات التحكيم الخاصة بالمستهلك ومحاكم المستهلك في إسطنبول',
    en: 'the consumer arbitration committees and consumer courts of Istanbul',
    tr: 'İstanbul tüketici hakem heyetleri ve tüketici mahkemeleri',
  },
  oman: {
    fa: 'هیئت حمایت از مصرف‌کننده و دادگاه‌های مسقط',
    ar: 'هيئة حماية المستهلك ومحاكم مسقط',
    en: 'the Consumer Protection Authority and the courts of Muscat',
    tr: 'Tüketiciyi Koruma Kurumu ve Maskat mahkemeleri',
  },
};

const currencies: Record<TenantId, PerLanguage> = {
  sepehran: { fa: 'ریال', ar: 'الريال الإيراني', en: 'Iranian rials', tr: 'İran riyali' },
  turk: { fa: 'دلار آمریکا', ar: 'الدولار الأمريكي', en: 'US dollars', tr: 'ABD doları' },
  oman: { fa: 'دلار آمریکا', ar: 'الدولار الأمريكي', en: 'US dollars', tr: 'ABD doları' },
};

const officeHours: Record<TenantId, PerLanguage> = {
  sepehran: {
    fa: 'شنبه تا چهارشنبه ۹ تا ۱۷ و پنجشنبه ۹ تا ۱۳',
    ar: 'من السبت إلى الأربعاء 9:00–17:00، والخميس 9:00–13:00',
    en: 'Saturday to Wednesday 9:00–17:00, Thursday 9:00–13:00',
    tr: 'Cumartesi–Çarşamba 09.00–17.00, Perşembe 09.00–13.00',
  },
  turk: {
    fa: 'دوشنبه تا جمعه ۹ تا ۱۸',
    ar: 'من الاثنين إلى الجمعة 9:00–18:00',
    en: 'Monday to Friday 9:00–18:00',
    tr: 'Pazartesi–Cuma 09.00–18.00',
  },
  oman: {
    fa: 'یکشنبه تا پنجشنبه ۸ تا ۱۶',
    ar: 'من الأحد إلى الخميس 8:00–16:00',
    en: 'Sunday to Thursday 8:00–16:00',
    tr: 'Pazar–Perşembe 08.00–16.00',
  },
};

export function brandFacts(tenant: TenantId, lang: Language): BrandFacts {
  const contact = brandSiteContent[tenant];
  const domain = contact.email.split('@')[1] ?? `${tenant}.parvaz.travel`;
  return {
    tenant,
    lang,
    name: tenants[tenant].name[lang],
    city: cities[tenant][lang],
    address: contact.address[lang],
    phone: contact.phone,
    email: contact.email,
    supportHours: contact.supportHours[lang],
    careersEmail: `careers@${domain}`,
    privacyEmail: `privacy@${domain}`,
    consumerLaw: consumerLaws[tenant][lang],
    dataLaw: dataLaws[tenant][lang],
    courts: courts[tenant][lang],
    currency: currencies[tenant][lang],
    officeHours: officeHours[tenant][lang],
  };
}

/** `{name}`, `{phone}`… of a text replaced by the brand's facts. */
export function withFacts(text: string, facts: BrandFacts): string {
  const values: Record<string, string> = facts;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A phone number as a link a phone can call. */
export function phoneLink(phone: string): string {
  return `<a href="tel:${phone.replace(/[^+\d]/g, '')}" dir="ltr">${phone}</a>`;
}

/** An address as a link that opens the mail client. */
export function mailLink(email: string): string {
  return `<a href="mailto:${email}" dir="ltr">${email}</a>`;
}
