import type { AdminHomePage } from '@parvaz/domain/contracts/home-page';

// The home editor's form: the language's blocks as the fields hold them.

export interface HomeForm {
  slides: { image: string; title: string; text: string; link: string }[];
  claims: { title: string; text: string }[];
  routes: { origin: string; destination: string }[];
  hotelIds: number[];
}

/** Six routes always: the stored ones, then empty pairs to fill. */
export function formOf(page: AdminHomePage): HomeForm {
  const routes = page.routes.slice(0, 6);
  while (routes.length < 6) routes.push({ origin: '', destination: '' });
  return {
    slides: page.slides.map((slide) => ({ ...slide })),
    claims: page.claims.map((claim) => ({ ...claim })),
    routes,
    hotelIds: [...page.hotelIds],
  };
}

/** The field names a refused save may name, for the current lengths of the lists. */
export function fieldNamesOf(form: HomeForm) {
  return [
    ...form.slides.flatMap((_, i) =>
      (['image', 'title', 'text', 'link'] as const).map((part) => `slides.${i}.${part}` as const),
    ),
    ...form.claims.flatMap((_, i) =>
      (['title', 'text'] as const).map((part) => `claims.${i}.${part}` as const),
    ),
    ...form.routes.flatMap((_, i) =>
      (['origin', 'destination'] as const).map((part) => `routes.${i}.${part}` as const),
    ),
    'hotelIds' as const,
  ];
}

/** A refusal's fields as the form names them: a hotel's message goes on the hotels' field. */
export function formFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [name, text] of Object.entries(fields)) {
    const key = /^hotelIds\.\d+$/.test(name) ? 'hotelIds' : name;
    named[key] ??= text;
  }
  return named;
}

/** The site's own pictures an operator may put on a slide (any uploaded image's address works too). */
export const siteImages = [
  ...[
    'beach',
    'desert',
    'garden',
    'hotel',
    'map',
    'mountains',
    'passport',
    'plane',
    'room',
    'runway',
    'skyline',
    'suitcase',
  ].map((name) => `/blog/${name}.svg`),
  ...[
    ...[1, 2, 3].map((n) => `courtyard-${n}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `facade-${n}`),
    ...[1, 2, 3].map((n) => `nature-${n}`),
    ...[1, 2, 3, 4].map((n) => `pool-${n}`),
    ...[1, 2, 3, 4, 5, 6].map((n) => `room-${n}`),
  ].map((name) => `/hotels/${name}.svg`),
];
