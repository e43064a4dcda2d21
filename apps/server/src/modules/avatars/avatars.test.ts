import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMultipart } from '../../test/factories';
import { appWithTwoUsers } from '../../test/signed-in-pair';
import { databaseKinds } from '../../test/test-app';

type Json = { status: string; data?: unknown; errors?: { error: string; code: string } };

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** RIFF....WEBP: the first bytes of a WebP image. */
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18),
]);
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

describe.each(databaseKinds)('avatars (%s)', (kind) => {
  const ctx = appWithTwoUsers(kind);

  const upload = async (file: { name: string; type: string; data: Buffer }) => {
    const body = buildMultipart({}, [{ field: 'avatar', ...file }]);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/user/uploadAvatar',
      payload: body.payload,
      headers: { lang: 'en', ...ctx.me.headers, ...body.headers },
    });
    return { status: response.statusCode, json: response.json<Json>() };
  };
  const fetchAvatar = (headers: Record<string, string>) =>
    ctx.t.app.inject({ method: 'GET', url: '/api/user/avatar', headers });

  it('has none at first, then stores an uploaded image and returns it to its owner', async () => {
    expect((await fetchAvatar(ctx.me.headers)).statusCode).toBe(404);
    expect((await fetchAvatar({ 'x-tenant': 'sepehran' })).statusCode).toBe(401);

    const first = await upload({ name: 'me.png', type: 'image/png', data: png });
    expect(first.status).toBe(200);
    const firstId = (first.json.data as { id: string }).id;
    expect(first.json.data).toEqual({
      id: firstId,
      name: 'me.png',
      mediaType: 'image/png',
      size: png.length,
    });

    const image = await fetchAvatar(ctx.me.headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toContain('inline');
    expect(image.rawPayload.equals(png)).toBe(true);
    // Another user's avatar is not theirs to read, by either address.
    expect((await fetchAvatar(ctx.someoneElse.headers)).statusCode).toBe(404);
    const other = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/files/${firstId}`,
      headers: ctx.someoneElse.headers,
    });
    expect(other.statusCode).toBe(404);

    // A new one replaces the old, whose file goes.
    const second = await upload({ name: 'me.webp', type: 'application/octet-stream', data: webp });
    expect(second.status).toBe(200);
    expect(second.json.data).toEqual(expect.objectContaining({ mediaType: 'image/webp' }));
    expect(existsSync(join(ctx.t.app.uploadsDir, firstId))).toBe(false);
    expect((await fetchAvatar(ctx.me.headers)).headers['content-type']).toBe('image/webp');
  });

  it('takes images only, of at most 1 MB', async () => {
    const document = await upload({ name: 'cv.png', type: 'image/png', data: pdf });
    expect(document.status).toBe(400);
    expect(document.json.errors?.error).toContain('This type of file is not accepted');
    const big = await upload({
      name: 'big.png',
      type: 'image/png',
      data: Buffer.concat([png, Buffer.alloc(1024 * 1024)]),
    });
    expect(big.status).toBe(400);
    expect(big.json.errors?.error).toBe('The file is too large (at most 1 MB).');
    // Past the largest upload any endpoint takes, the avatar's own limit is still the one named.
    const huge = await upload({
      name: 'huge.png',
      type: 'image/png',
      data: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]),
    });
    expect(huge.status).toBe(400);
    expect(huge.json.errors?.error).toBe('The file is too large (at most 1 MB).');
    const none = await ctx.t.post('user/uploadAvatar', {}, { lang: 'en', ...ctx.me.headers });
    expect(none.status).toBe(400);
  });
});
