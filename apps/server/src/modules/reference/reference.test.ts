import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airports } from '../../db/schema/reference';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

interface City {
  code: string;
  name: string;
  country: string;
  airports: Array<{ code: string; name: string; timeZone: string }>;
}

describe.each(databaseKinds)('reference data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function data<T>(path: string, body: unknown, lang: string): Promise<T> {
    const response = await t.post(path, body, { lang });
    expect(response.status).toBe(200);
    return (response.json as { data: T }).data;
  }

  it('names countries in the caller language with ISO and dialling codes', async () => {
    const fa = await data<Array<{ id: string; code: string; name: string; dialCode: string }>>(
      'flight/getCountries',
      {},
      'fa',
    );
    expect(fa.find((c) => c.code === 'IR')).toEqual({
      id: 'IRN',
      code: 'IR',
      name: 'ایران',
      dialCode: '+98',
    });
    const tr = await data<Array<{ code: string; name: string }>>('flight/getCountries', {}, 'tr');
    expect(tr.find((c) => c.code === 'TR')?.name).toBe('Türkiye');
    expect(tr.length).toBeGreaterThan(240);
  });

  it("lists Iran's 31 provinces and the main cities of one", async () => {
    const provinces = await data<Array<{ id: number; name: string }>>(
      'flight/getProvinces',
      {},
      'en',
    );
    expect(provinces).toHaveLength(31);
    const tehran = provinces.find((p) => p.name === 'Tehran');
    expect(tehran).toBeDefined();
    const cities = await data<Array<{ name: string }>>(
      'flight/getCitiesByProvinceId',
      { provinceId: tehran?.id },
      'fa',
    );
    expect(cities[0]?.name).toBe('تهران');
  });

  it('answers an unknown province with 404 and a message', async () => {
    const response = await t.post(
      'flight/getCitiesByProvinceId',
      { provinceId: 999 },
      { lang: 'en' },
    );
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({
      status: 'error',
      errors: { error: 'Unknown province.' },
    });
  });

  it('lists the cities with air service, Tehran as THRC with THR and IKA, in local time zones', async () => {
    const cities = await data<City[]>('flight/getCities', {}, 'en');
    const byCode = new Map(cities.map((c) => [c.code, c]));
    expect(
      byCode
        .get('THRC')
        ?.airports.map((a) => a.code)
        .sort(),
    ).toEqual(['IKA', 'THR']);
    for (const code of ['MHD', 'KIH', 'SYZ', 'MCT', 'ISTC'])
      expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('MCT')?.airports[0]?.timeZone).toBe('Asia/Muscat');
    expect(byCode.get('ISTC')?.airports[0]?.timeZone).toBe('Europe/Istanbul');
    expect(byCode.get('MHD')?.airports[0]?.timeZone).toBe('Asia/Tehran');
    const fa = await data<City[]>('flight/getCities', {}, 'fa');
    expect(fa.find((c) => c.code === 'MHD')?.name).toBe('مشهد');
    const ar = await data<City[]>('flight/getCities', {}, 'ar');
    expect(ar.find((c) => c.code === 'MCT')?.name).toBe('مسقط');
  });

  it('mirrors the airports into the database for flights to reference', async () => {
    const cities = await data<City[]>('flight/getCities', {}, 'en');
    const [row] = await t.database.db.select({ count: count() }).from(airports);
    const airportCount = cities.reduce((n, c) => n + c.airports.length, 0);
    expect(row?.count).toBe(airportCount);
  });
});
