import type { LocalizedName } from '@parvaz/domain/reference/localized';

/** The demo blog's five categories, in the order the blog lists them. */
export const seedCategories = [
  {
    slug: 'destinations',
    name: { fa: 'مقصدها', ar: 'وجهات', en: 'Destinations', tr: 'Gezi rotaları' },
  },
  {
    slug: 'travel-tips',
    name: { fa: 'نکته‌های سفر', ar: 'نصائح السفر', en: 'Travel tips', tr: 'Seyahat ipuçları' },
  },
  { slug: 'visas', name: { fa: 'ویزا و مدارک', ar: 'التأشيرات', en: 'Visas', tr: 'Vize' } },
  {
    slug: 'airline-news',
    name: {
      fa: 'اخبار هواپیمایی',
      ar: 'أخبار الطيران',
      en: 'Airline news',
      tr: 'Havayolu haberleri',
    },
  },
  { slug: 'hotels', name: { fa: 'هتل‌ها', ar: 'الفنادق', en: 'Hotels', tr: 'Oteller' } },
] as const satisfies ReadonlyArray<{ slug: string; name: LocalizedName }>;

export type CategorySlug = (typeof seedCategories)[number]['slug'];
