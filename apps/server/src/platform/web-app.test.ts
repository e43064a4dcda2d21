import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpDataElementId } from '@parvaz/domain/contracts/start-up';
import { createTestApp, type TestApp } from '../test/test-app';
import { bootScriptHash } from './boot-script';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="theme-color" content="#FB3640" />
    <link rel="icon" type="image/svg+xml" href="/brands/favicon.svg" />
    <title>Parvaz</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/mui-ghi.js">
  </head>
  <body>
    <div id="root">
      <div class="boot-loader" role="status" aria-label="Loading">
        <div><span></span></div>
      </div>
    </div>
  </body>
</html>`;

/**
 * A stand-in for the web app's server bundle: it renders what it was asked (brand, language,
 * calendar, address), counts its renders and calls the API through the server's bridge.
 */
const serverBundle = `let renders = 0;
export async function renderPage(request) {
  renders += 1;
  if (request.url.startsWith('/broken')) throw new Error('a component broke');
  if (request.url.startsWith('/old')) return { kind: 'redirect', status: 301, location: '/new' };
  const answer = await request.fetch('/api/context/getInitialConfig', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: request.language },
    body: '',
  });
  return {
    kind: 'page',
    status: request.url === '/missing' ? 404 : 200,
    head: '<title>' + request.config.tenant.id + '</title><link rel="canonical" href="' + request.origin + '">',
    html: '<p>render ' + renders + ' ' + request.language + ' ' + request.calendar + ' ' + request.url + '</p>',
    data: JSON.stringify({ tenant: request.config.tenant.id, api: answer.status }),
    fetches: ['/locales/' + request.language + '/common.json?v=1a2b'],
    shared: request.url === '/',
  };
}
`;

const script = 'console.log("the app");'.repeat(100);

function startUpDataOf(html: string): Record<string, unknown> {
  const pattern = new RegExp(
    `<script id="${startUpDataElementId}" type="application/json">(.*?)</script>`,
  );
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error('no start-up data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('the web app: pages rendered on the server, compressed assets', () => {
  const root = mkdtempSync(join(tmpdir(), 'parvaz-web-'));
  const webDist = join(root, 'dist');
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(webDist, 'index.html'), template);
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), serverBundle);
    writeFileSync(join(webDist, 'assets/index-abc.js'), script);
    writeFileSync(join(webDist, 'assets/index-abc.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets/index-abc.js.gz'), gzipSync(script));
    t = await createTestApp('pglite', { webDist });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a page rendered in the host's brand, language and direction, with its data and a boot script", async () => {
    const answer = await page('/flights?origin=MHD', { host: 'sepehran.localhost' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['server-timing']).toMatch(/^render;dur=\d/);
    const html = answer.body;
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('<title>sepehran</title>');
    expect(html).toContain('<div id="root"><p>render 1 fa null /flights?origin=MHD</p></div>');
    expect(html.match(/name="theme-color"|rel="icon"/g)).toBeNull();
    // The API answered the render in-process.
    expect(startUpDataOf(html)).toEqual({ tenant: 'sepehran', api: 200 });
    // No script blocks the first paint: the boot script loads the main one after it.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      'data-src="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/mui-ghi.js" data-fetch="/locales/fa/common.json?v=1a2b"',
    );
    expect(answer.headers['content-security-policy']).toContain(bootScriptHash);
  });

  it("renders in the visitor's language and calendar from their cookies", async () => {
    const answer = await page('/refund', {
      host: 'sepehran.localhost',
      cookie: 'parvaz_lang=en; parvaz_calendar=jalali',
    });
    expect(answer.body).toContain('<html lang="en" dir="ltr">');
    expect(answer.body).toMatch(/<p>render \d+ en jalali \/refund<\/p>/);
    const unknown = await page('/refund', { cookie: 'parvaz_lang=xx; parvaz_calendar=lunar' });
    expect(unknown.body).toMatch(/<p>render \d+ tr null \/refund<\/p>/);
  });

  it('renders in the language ?lang= names before the cookie, and names the brand origin for its links', async () => {
    const arabic = await page('/aboutUs?lang=ar', {
      host: 'sepehran.localhost:8080',
      cookie: 'parvaz_lang=en',
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<link rel="canonical" href="http://sepehran.localhost:8080">');
    const unknown = await page('/aboutUs?lang=xx', { host: 'sepehran.localhost' });
    expect(unknown.body).toContain('<html lang="fa" dir="rtl">');
    // A host that is not the brand's (a forged one) never reaches the links of a shared page.
    const forged = await page('/', { host: 'evil.example', 'x-tenant': 'oman' });
    expect(forged.body).toContain('<link rel="canonical" href="https://oman.parvaz.travel">');
    const local = await page('/', { host: 'localhost:8080', 'x-tenant': 'oman' });
    expect(local.body).toContain('<link rel="canonical" href="http://localhost:8080">');
  });

  it('keeps the brand ?tenant= asks for during the visit', async () => {
    const asked = await page('/ticket?tenant=oman');
    expect(startUpDataOf(asked.body)).toMatchObject({ tenant: 'oman' });
    expect(asked.headers['set-cookie']).toMatch(/^parvaz_tenant=oman; Path=\/; SameSite=Lax$/);
    const later = await page('/booking', { cookie: 'parvaz_tenant=oman' });
    expect(startUpDataOf(later.body)).toMatchObject({ tenant: 'oman' });
    expect(later.headers['set-cookie']).toBeUndefined();
  });

  it('reuses a page for everyone for a while, and renders the others every time', async () => {
    const first = await page('/', { host: 'oman.localhost' });
    const again = await page('/', { host: 'oman.localhost' });
    expect(again.body).toBe(first.body);
    const inEnglish = await page('/', { host: 'oman.localhost', cookie: 'parvaz_lang=en' });
    expect(inEnglish.body).not.toBe(first.body);
    const results = await page('/flights', { host: 'oman.localhost' });
    const resultsAgain = await page('/flights', { host: 'oman.localhost' });
    expect(resultsAgain.body).not.toBe(results.body);
  });

  it('answers 404 for an unknown page, follows redirects, and falls back to the browser when a render fails', async () => {
    expect((await page('/missing')).statusCode).toBe(404);
    const moved = await page('/old');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/new');
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(template);
  });

  it('sends the page gzipped to a browser that takes it', async () => {
    const answer = await page('/', {
      host: 'turk.localhost',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(answer.rawPayload).toString();
    expect(html).toContain('<html lang="tr" dir="ltr">');
    expect(html).not.toContain('Vazirmatn');
  });

  it("sends the build's brotli or gzip copy of an asset, as the browser accepts", async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the translation files', async () => {
    const common = await t.app.inject({
      method: 'GET',
      url: '/locales/fa/common.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(common.statusCode).toBe(200);
    expect(common.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(common.rawPayload).toString())).toHaveProperty('home.tagline');
    expect(common.headers['cache-control']).toBe('no-cache');
  });

  it('keeps translations asked for by a versioned address for good', async () => {
    const versioned = await t.app.inject({ method: 'GET', url: '/locales/fa/common.json?v=1a2b' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with the envelope, not the page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ status: 'error' });
  });
});
