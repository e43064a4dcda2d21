import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomePage } from '@parvaz/domain/contracts/home-page';
import { homeContent } from '../../db/schema/context';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Answer<T> = { data?: T; errors?: { fields?: Record<string, string> } };

describe.each(databaseKinds)("the home page's blocks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const home = async (tenant: string, lang: string) => {
    const answer = await t.post('context/getHomePage', {}, { 'x-tenant': tenant, lang });
    expect(answer.status).toBe(200);
    return (answer.json as Answer<HomePage>).data as HomePage;
  };

  it("answers the brand's slides, claims, six priced routes, hotels and newest posts", async () => {
    const page = await home('sepehran', 'fa');
    expect(page.lang).toBe('fa');
    expect(page.slides).toHaveLength(3);
    for (const slide of page.slides) {
      expect(slide.image).toMatch(/^\/(blog|hotels)\//);
      expect(slide.link).toMatch(/^\//);
      expect(slide.title).not.toBe('');
    }
    expect(page.claims.map((claim) => claim.title)).toEqual([
      'استرداد آسان بلیت',
      'ارزان‌ترین قیمت‌ها',
      'پشتیبانی شبانه‌روزی',
      'بدون واسطه',
    ]);
    expect(page.routes).toHaveLength(6);
    expect(page.routes[0]).toMatchObject({
      origin: 'THRC',
      destination: 'MHD',
      originName: 'تهران',
    });
    for (const route of page.routes) {
      expect(route.price, `${route.origin}-${route.destination}`).toBeGreaterThan(0);
      expect(route.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(route.currency).toBe('IRR');
    }
    expect(page.hotels.length).toBeGreaterThanOrEqual(4);
    expect(page.hotels.length).toBeLessThanOrEqual(6);
    for (const hotel of page.hotels) {
      expect(hotel.id).toBeGreaterThan(0);
      expect(hotel.name).not.toBe('');
      expect(hotel.image).toMatch(/^\/hotels\//);
    }
    expect(page.posts.length).toBeLessThanOrEqual(3);
    expect(page.posts.length).toBeGreaterThan(0);
    const dates = page.posts.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("prices every brand's routes from its own hub", async () => {
    const hubs = { oman: 'MCT', turk: 'ISTC' } as const;
    for (const [tenant, hub] of Object.entries(hubs)) {
      const page = await home(tenant, 'en');
      expect(page.routes).toHaveLength(6);
      expect(page.routes.filter((route) => route.origin === hub).length).toBeGreaterThan(3);
      for (const route of page.routes)
        expect(route.price, `${tenant} ${route.origin}-${route.destination}`).toBeGreaterThan(0);
    }
  });

  it("answers the spec's flight/lowFareSearchCash with the same routes the home page shows", async () => {
    const page = await home('turk', 'tr');
    const answer = await t.post('flight/lowFareSearchCash', {}, { 'x-tenant': 'turk', lang: 'tr' });
    expect(answer.status).toBe(200);
    expect((answer.json as { data: HomePage['routes'] }).data).toEqual(page.routes);
  });

  it("shows English's blocks in a language that has none, names in the visitor's language", async () => {
    await t.database.db
      .delete(homeContent)
      .where(and(eq(homeContent.tenant, 'oman'), eq(homeContent.lang, 'tr')));
    const english = await home('oman', 'en');
    const turkish = await home('oman', 'tr');
    expect(turkish.lang).toBe('en');
    expect(turkish.slides).toEqual(english.slides);
    expect(turkish.claims).toEqual(english.claims);
    expect(turkish.routes[0]).toMatchObject({ origin: 'MCT', originName: 'Maskat' });
    expect(turkish.hotels.map((hotel) => hotel.id)).toEqual(english.hotels.map((h) => h.id));
  });
});
