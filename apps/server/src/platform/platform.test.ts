import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../test/test-app';

describe.each(databaseKinds)('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers /healthz after a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { database: 'ok' } });
  });

  it('gives every answer a request id, and keeps a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
  });

  it('accepts form bodies with bracket notation and JSON alike', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/flight/getCitiesByProvinceId',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
      payload: 'provinceId=8',
    });
    expect(form.statusCode).toBe(200);
    const json = await t.post('flight/getCitiesByProvinceId', { provinceId: 8 }, { lang: 'en' });
    expect(json.json).toEqual(form.json());
  });

  it('normalises Persian digits in numeric fields', async () => {
    const persian = await t.app.inject({
      method: 'POST',
      url: '/api/flight/getCitiesByProvinceId',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `provinceId=${encodeURIComponent('۸')}`,
    });
    expect(persian.statusCode).toBe(200);
  });

  it('answers validation errors in the caller language with the field named', async () => {
    const en = await t.post('flight/getCitiesByProvinceId', {}, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.json).toEqual({
      status: 'error',
      errors: {
        error: 'This field is required.',
        code: 'VALIDATION',
        fields: { provinceId: 'This field is required.' },
      },
    });
    const fa = await t.post('flight/getCitiesByProvinceId', { provinceId: 'abc' }, { lang: 'fa' });
    expect(fa.status).toBe(400);
    expect(fa.json).toMatchObject({
      status: 'error',
      errors: { error: 'لطفاً فقط عدد وارد کنید.' },
    });
  });

  it('answers an unknown endpoint with a 404 envelope', async () => {
    const response = await t.post('flight/noSuchThing', {}, { lang: 'en' });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({
      status: 'error',
      errors: { code: 'ENDPOINT_NOT_FOUND', error: 'This address does not exist.' },
    });
  });

  describe('bad input never gives a 5xx', () => {
    const cases: Array<[string, { payload: string; type?: string }]> = [
      ['malformed JSON', { payload: '{"provinceId": ', type: 'application/json' }],
      [
        'JSON __proto__ key',
        { payload: '{"__proto__": {"x": 1}, "provinceId": 1}', type: 'application/json' },
      ],
      [
        'JSON constructor.prototype',
        { payload: '{"constructor": {"prototype": {"x": 1}}}', type: 'application/json' },
      ],
      [
        'form __proto__ in brackets',
        {
          payload: '__proto__[provinceId]=1&provinceId[__proto__]=2',
          type: 'application/x-www-form-urlencoded',
        },
      ],
      ['wrong types', { payload: '{"provinceId": {"$gt": 1}}', type: 'application/json' }],
      ['array body', { payload: '[1,2,3]', type: 'application/json' }],
      ['JSON null', { payload: 'null', type: 'application/json' }],
      ['unknown content type', { payload: '<x/>', type: 'application/xml' }],
      [
        'deep nesting',
        { payload: `${'a['.repeat(50)}=1`, type: 'application/x-www-form-urlencoded' },
      ],
      ['empty JSON body', { payload: '', type: 'application/json' }],
      [
        'RTL marks and huge string',
        {
          payload: JSON.stringify({ provinceId: '\u202e'.repeat(10_000) }),
          type: 'application/json',
        },
      ],
    ];
    for (const [name, { payload, type }] of cases) {
      it(name, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/flight/getCitiesByProvinceId',
          headers: type ? { 'content-type': type } : {},
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({
          status: 'error',
          errors: { error: expect.any(String), code: expect.any(String) },
        });
      });
    }

    it('an oversized body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/context/getInitialConfig',
        headers: { 'content-type': 'application/json', lang: 'en' },
        payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        status: 'error',
        errors: { code: 'BODY_TOO_LARGE', error: 'The request is too large.' },
      });
    });

    it('leaves Object.prototype untouched', () => {
      expect(Object.prototype).not.toHaveProperty('x');
      expect(Object.prototype).not.toHaveProperty('provinceId');
    });
  });

  it('publishes an OpenAPI 3.1 document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/flight/getCities',
        '/api/context/getInitialConfig',
        '/api/context/getMenuPage',
      ]),
    );
    expect(doc.paths['/api/flight/getCitiesByProvinceId'].post.requestBody).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('publishes a document a standard OpenAPI validator accepts, recursive menu included', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // The validator resolves every $ref: one to a component that does not exist fails here.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    expect(doc.components.schemas.MenuItem).toBeDefined();
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
