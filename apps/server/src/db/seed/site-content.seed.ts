import type { Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../client';
import { siteContent } from '../schema/context';

type Content = Record<'address' | 'supportHours' | 'copyright', Record<Language, string>> &
  Record<'phone' | 'email', string>;

// Demo contact details of each brand's head office.
const content: Record<TenantId, Content> = {
  sepehran: {
    address: {
      fa: 'تهران، خیابان آزادی، نبش خیابان شادمهر، ساختمان سپهران، طبقه ۴',
      ar: 'طهران، شارع آزادي، تقاطع شارع شادمهر، مبنى سبهران، الطابق 4',
      en: 'Sepehran Building, 4th floor, Azadi St. at Shadmehr St., Tehran, Iran',
      tr: 'Sepehran Binası, 4. kat, Azadi Cd. ile Shadmehr Cd. köşesi, Tahran, İran',
    },
    phone: '+98 21 6600 4000',
    email: 'support@sepehran.parvaz.travel',
    supportHours: {
      fa: 'پشتیبانی ۲۴ ساعته، ۷ روز هفته',
      ar: 'دعم على مدار الساعة طوال أيام الأسبوع',
      en: 'Support 24 hours a day, 7 days a week',
      tr: 'Haftanın 7 günü 24 saat destek',
    },
    copyright: {
      fa: 'تمامی حقوق این وب‌سایت متعلق به سپهران است.',
      ar: 'جميع الحقوق محفوظة لسبهران.',
      en: 'All rights reserved by Sepehran.',
      tr: 'Tüm hakları Sepehran’a aittir.',
    },
  },
  oman: {
    address: {
      fa: 'مسقط، الخویر، خیابان سلطان قابوس، ساختمان ۲۱۵',
      ar: 'مسقط، الخوير، شارع السلطان قابوس، مبنى 215',
      en: 'Building 215, Sultan Qaboos St., Al Khuwair, Muscat, Oman',
      tr: 'Bina 215, Sultan Kabus Cd., El Huveyr, Maskat, Umman',
    },
    phone: '+968 2448 1500',
    email: 'care@oman.parvaz.travel',
    supportHours: {
      fa: 'همه‌روزه از ساعت ۸ تا ۲۲ به وقت مسقط',
      ar: 'يومياً من الساعة 8 صباحاً حتى 10 مساءً بتوقيت مسقط',
      en: 'Every day, 8:00 to 22:00 Muscat time',
      tr: 'Her gün 08.00–22.00 (Maskat saati)',
    },
    copyright: {
      fa: 'تمامی حقوق برای پرواز عمان محفوظ است.',
      ar: 'جميع الحقوق محفوظة لبرواز عُمان.',
      en: 'All rights reserved by Parvaz Oman.',
      tr: 'Tüm hakları Parvaz Umman’a aittir.',
    },
  },
  turk: {
    address: {
      fa: 'استانبول، شیشلی، خیابان بیوک‌دره، شماره ۱۸۵',
      ar: 'إسطنبول، شيشلي، شارع بيوك دره، رقم 185',
      en: 'Büyükdere Cd. No:185, Şişli, Istanbul, Türkiye',
      tr: 'Büyükdere Cd. No:185, Şişli, İstanbul, Türkiye',
    },
    phone: '+90 212 340 7700',
    email: 'destek@turk.parvaz.travel',
    supportHours: {
      fa: 'پشتیبانی ۲۴ ساعته، ۷ روز هفته',
      ar: 'دعم على مدار الساعة طوال أيام الأسبوع',
      en: 'Support 24 hours a day, 7 days a week',
      tr: 'Haftanın 7 günü 24 saat destek',
    },
    copyright: {
      fa: 'تمامی حقوق برای پرواز ترکیه محفوظ است.',
      ar: 'جميع الحقوق محفوظة لبرواز تركيا.',
      en: 'All rights reserved by Parvaz Türkiye.',
      tr: 'Tüm hakları Parvaz Türkiye’ye aittir.',
    },
  },
};

/** Every brand's demo contact details in full, which the content pages (contact, terms) quote. */
export const brandSiteContent: Readonly<Record<TenantId, Content>> = content;

/** The brands' demo contact details, which other demo data (the blog's posts) quotes. */
export const brandContacts: Readonly<Record<TenantId, Pick<Content, 'phone' | 'email'>>> = content;

export async function seedSiteContent(db: Database): Promise<void> {
  const rows = Object.entries(content).flatMap(([tenant, c]) =>
    (['fa', 'ar', 'en', 'tr'] as const).flatMap((lang) => [
      { tenant, lang, key: 'address', value: c.address[lang] },
      { tenant, lang, key: 'phone', value: c.phone },
      { tenant, lang, key: 'email', value: c.email },
      { tenant, lang, key: 'supportHours', value: c.supportHours[lang] },
      { tenant, lang, key: 'copyright', value: c.copyright[lang] },
    ]),
  );
  await db.insert(siteContent).values(rows).onConflictDoNothing();
}
