import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipart, buildSignedInUser } from '../../test/factories';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Answer = {
  data?: { url: string };
  errors?: { error?: string; fields?: Record<string, string> };
};

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const pdf = Buffer.from('%PDF-1.4\n%…');

describe.each(databaseKinds)("the blog's images on %s", (kind) => {
  let t: TestApp;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = {
      ...(await buildSignedInUser(t.database.db, { tenant: 'sepehran', role: 'operator' })).headers,
      lang: 'en',
    };
  });
  afterAll(() => t.close());

  const upload = async (data: Buffer, name: string, type: string, headers = operator) => {
    const body = buildMultipart({}, [{ field: 'image', name, type, data }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploadImage',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    return { ...(response.json() as Answer), code: response.statusCode };
  };
  const fetchImage = (url: string, host = 'sepehran.localhost') =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('stores a JPEG, PNG or WebP told by its bytes and serves it to everyone as that', async () => {
    for (const [data, type] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      // The name and the claimed type are the client's: the bytes decide.
      const stored = await upload(data, 'picture.gif', 'text/html');
      expect(stored.code).toBe(200);
      expect(stored.data?.url).toMatch(/^\/api\/blog\/images\/[a-f0-9]{32}$/);
      const served = await fetchImage(stored.data?.url ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses what is not such an image, too large a file, and everyone but the operator', async () => {
    const notImage = await upload(pdf, 'cover.png', 'image/png');
    expect(notImage.code).toBe(400);
    expect(notImage.errors?.error).toMatch(/type/i);
    const html = await upload(Buffer.from('<svg onload=alert(1)>'), 'x.svg', 'image/svg+xml');
    expect(html.code).toBe(400);
    const large = await upload(
      Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
      'large.png',
      'image/png',
    );
    expect(large.code).toBe(400);
    expect(large.errors?.error).toContain('2 MB');
    const none = await t.post('admin/uploadImage', {}, operator);
    expect(none.status).toBe(400);
    for (const role of ['customer', 'agency', 'supporter'] as const) {
      const user = await buildSignedInUser(t.database.db, { tenant: 'sepehran', role });
      expect((await upload(png, 'a.png', 'image/png', user.headers)).code).toBe(403);
    }
  });

  it('serves only the brand’s blog images: no other upload, no other brand, no made-up id', async () => {
    const stored = await upload(png, 'a.png', 'image/png');
    const url = stored.data?.url ?? '';
    expect((await fetchImage(url, 'oman.localhost')).statusCode).toBe(404);
    // A customer's avatar is an uploaded file too, but not one of the blog's.
    const customer = await buildSignedInUser(t.database.db, { tenant: 'sepehran' });
    const avatar = buildMultipart({}, [
      { field: 'avatar', name: 'me.png', type: 'image/png', data: png },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/uploadAvatar',
      headers: { ...customer.headers, ...avatar.headers },
      payload: avatar.payload,
    });
    const avatarId = (saved.json() as { data: { id: string } }).data.id;
    expect((await fetchImage(`/api/blog/images/${avatarId}`)).statusCode).toBe(404);
    expect((await fetchImage(`/api/blog/images/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await fetchImage('/api/blog/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
