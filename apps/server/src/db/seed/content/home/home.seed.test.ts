import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveHomePageSchema } from '@parvaz/domain/contracts/home-page';
import { languages } from '@parvaz/domain/languages';
import { cityByCode } from '@parvaz/domain/reference/cities';
import { tenantIds } from '@parvaz/domain/tenants/tenants';
import { serverRoot } from '../../../../paths';
import { homeClaims } from './home-claims';
import { demoHomeRoutes } from './home.seed';
import { homeSlides } from './home-slides';

const publicRoot = join(serverRoot, '..', 'web', 'public');

describe('the demo home blocks', () => {
  it('are what the console would accept, with pictures the site serves', () => {
    for (const tenant of tenantIds)
      for (const lang of languages) {
        const slides = homeSlides(tenant, lang);
        expect(slides).toHaveLength(3);
        const parsed = saveHomePageSchema.safeParse({
          lang,
          slides,
          claims: homeClaims[lang],
          routes: demoHomeRoutes[tenant].map(([origin, destination]) => ({ origin, destination })),
          hotelIds: [],
        });
        expect(parsed.success, `${tenant}/${lang}`).toBe(true);
        for (const slide of slides) expect(existsSync(join(publicRoot, slide.image))).toBe(true);
      }
  });

  it('give each brand six different routes between known cities', () => {
    for (const tenant of tenantIds) {
      const routes = demoHomeRoutes[tenant];
      expect(new Set(routes.map((route) => route.join('-'))).size).toBe(6);
      for (const [origin, destination] of routes) {
        expect(cityByCode(origin)).toBeDefined();
        expect(cityByCode(destination)).toBeDefined();
        expect(origin).not.toBe(destination);
      }
    }
  });

  it('name four claims in every language', () => {
    for (const lang of languages) expect(homeClaims[lang]).toHaveLength(4);
  });
});
