import type { Language } from '@parvaz/domain/languages';
import { tenants, type TenantId } from '@parvaz/domain/tenants/tenants';
import { brandContacts } from '../site-content.seed';

/** What a post's `{brand}`, `{phone}` and `{city}` become on each brand. */
export interface BrandWords {
  brand: string;
  phone: string;
  city: string;
}

const homeCity: Record<TenantId, Record<Language, string>> = {
  sepehran: { fa: 'تهران', ar: 'طهران', en: 'Tehran', tr: 'Tahran' },
  turk: { fa: 'استانبول', ar: 'إسطنبول', en: 'Istanbul', tr: 'İstanbul' },
  oman: { fa: 'مسقط', ar: 'مسقط', en: 'Muscat', tr: 'Maskat' },
};

export function brandWords(tenant: TenantId, language: Language): BrandWords {
  return {
    brand: tenants[tenant].name[language],
    phone: brandContacts[tenant].phone,
    city: homeCity[tenant][language],
  };
}

/**
 * Each brand's posts come out a little apart (a day, a few hours), as if each brand's editors
 * kept their own calendar.
 */
export const brandShiftHours: Record<TenantId, number> = { sepehran: 0, turk: 27, oman: 50 };
