import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@parvaz/domain/contracts/audit';
import type { AdminHomePage, HomePage } from '@parvaz/domain/contracts/home-page';
import { buildSignedInUser } from '../../test/factories';
import { suiteApp } from '../../test/suite-app';
import { databaseKinds } from '../../test/test-app';

const routes = [
  { origin: 'MCT', destination: 'SLL' },
  { origin: 'MCT', destination: 'ISTC' },
  { origin: 'MCT', destination: 'THRC' },
  { origin: 'MCT', destination: 'MHD' },
  { origin: 'SLL', destination: 'MCT' },
  { origin: 'MCT', destination: 'KHS' },
];

describe.each(databaseKinds)("the operator's home page editor on %s", (kind) => {
  const suite = suiteApp(kind, { operatorOf: 'oman' });
  const { call } = suite;
  const valid = async () => {
    const stored = await call<AdminHomePage>('admin/getHomePage', { lang: 'ar' });
    const data = stored.json.data as AdminHomePage;
    return {
      lang: 'ar',
      slides: data.slides,
      claims: data.claims,
      routes,
      hotelIds: data.hotelIds,
    };
  };

  it('saves a language whole: visitors see it at once, the change is audited', async () => {
    const stored = await call<AdminHomePage>('admin/getHomePage', { lang: 'ar' });
    expect(stored.status).toBe(200);
    expect(stored.json.data?.slides).toHaveLength(3);
    expect(stored.json.data?.routes).toHaveLength(6);
    expect(stored.json.data?.hotelChoices.length).toBeGreaterThan(10);
    const hotelIds = (stored.json.data?.hotelChoices ?? []).slice(0, 2).map((hotel) => hotel.id);
    const body = {
      ...(await valid()),
      slides: [
        {
          image: '/hotels/pool-2.svg',
          title: '<b>عرض</b> الصيف',
          text: 'خصم على الفنادق',
          link: 'https://example.com/offer',
        },
      ],
      claims: [{ title: 'أسعار واضحة', text: '<script>alert(1)</script>' }],
      hotelIds: [...hotelIds, hotelIds[0]],
    };
    const saved = await call<AdminHomePage>('admin/saveHomePage', body);
    expect(saved.status).toBe(200);
    expect(saved.json.data?.hotelIds).toEqual(hotelIds);

    const page = (
      await call<HomePage>('context/getHomePage', {}, { 'x-tenant': 'oman', lang: 'ar' })
    ).json.data;
    expect(page?.slides).toEqual(body.slides);
    expect(page?.claims).toEqual(body.claims);
    expect(page?.routes.map((route) => route.destination)).toEqual(
      routes.map((r) => r.destination),
    );
    expect(page?.hotels.map((hotel) => hotel.id)).toEqual(hotelIds);
    // Another brand's home stays as it was.
    const turk = (
      await call<HomePage>('context/getHomePage', {}, { 'x-tenant': 'turk', lang: 'ar' })
    ).json.data;
    expect(turk?.slides).toHaveLength(3);

    const log = await call<AuditLogResponse>('admin/getAuditLog', {
      entity: 'home',
      entityKey: 'ar',
    });
    expect(log.json.data?.items.map((item) => item.action)).toEqual(['update']);
  });

  it("refuses unknown cities, a city to itself, a repeated route, a missing hotel, another site's image, an unsafe link", async () => {
    const base = await valid();
    const refusal = async (change: Record<string, unknown>) => {
      const answer = await call('admin/saveHomePage', { ...base, ...change });
      expect(answer.status).toBe(400);
      return answer.json.errors?.fields ?? {};
    };
    const slide = base.slides[0];
    expect(
      await refusal({
        routes: [
          { origin: 'XXX', destination: 'MCT' },
          { origin: 'MCT', destination: 'MCT' },
          { origin: 'MCT', destination: 'SLL' },
          { origin: 'MCT', destination: 'SLL' },
          ...routes.slice(1, 3),
        ],
      }),
    ).toMatchObject({
      'routes.0.origin': expect.any(String),
      'routes.1.destination': expect.any(String),
      'routes.3.destination': expect.any(String),
    });
    expect(await refusal({ routes: routes.slice(0, 5) })).toHaveProperty('routes');
    expect(await refusal({ hotelIds: [99_999_999] })).toHaveProperty(['hotelIds.0']);
    expect(
      await refusal({ slides: [{ ...slide, image: 'https://evil.example/x.png' }] }),
    ).toHaveProperty(['slides.0.image']);
    expect(await refusal({ slides: [{ ...slide, image: '/blog/../../etc.svg' }] })).toHaveProperty([
      'slides.0.image',
    ]);
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://plain.example'])
      expect(await refusal({ slides: [{ ...slide, link }] })).toHaveProperty(['slides.0.link']);
    expect(await refusal({ claims: [{ title: 'x'.repeat(61), text: 'y' }] })).toHaveProperty([
      'claims.0.title',
    ]);
    expect(await refusal({ slides: Array.from({ length: 9 }, () => slide) })).toHaveProperty(
      'slides',
    );
    expect(await refusal({ lang: 'de' })).toHaveProperty('lang');
  });

  it('is for the operator only', async () => {
    const body = await valid();
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const user = await buildSignedInUser(suite.t.database.db, { tenant: 'oman', role });
      expect((await call('admin/getHomePage', { lang: 'ar' }, user.headers)).status).toBe(403);
      expect((await call('admin/saveHomePage', body, user.headers)).status).toBe(403);
    }
    expect((await call('admin/saveHomePage', body, { 'x-tenant': 'oman' })).status).toBe(401);
  });
});
