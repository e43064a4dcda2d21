import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpDataElementId } from '@parvaz/domain/contracts/start-up';
import { createTestApp, type TestApp } from '../test/test-app';
import { indexPageRenderer } from './index-page';
import type { FastifyRequest } from 'fastify';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="theme-color" content="#FB3640" />
    <title>Parvaz</title>
  </head>
  <body>
    <div id="root">
      <div class="boot-loader" role="status" aria-label="Loading">
        <div><span></span></div>
      </div>
    </div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const script = 'console.log("the app");'.repeat(100);

function startUpDataOf(html: string): unknown {
  const pattern = new RegExp(
    `<script id="${startUpDataElementId}" type="application/json">(.*?)</script>`,
  );
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error('no start-up data in the page');
  return JSON.parse(match[1]);
}

describe('the web app: the index page with its brand and compressed assets', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'parvaz-web-dist-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), template);
    writeFileSync(join(webDist, 'assets/index-abc.js'), script);
    writeFileSync(join(webDist, 'assets/index-abc.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets/index-abc.js.gz'), gzipSync(script));
    t = await createTestApp('pglite', { webDist });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("writes the brand's language, title, description and start-up configuration into the page", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/flights?origin=MHD',
      headers: { host: 'sepehran.localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('<title>سپهران</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*بلیت هواپیما/);
    expect(html).toContain('href="/locales/fa/common.json" as="fetch"');
    expect(html).toContain('href="/fonts/Vazirmatn-Regular.woff2" as="font"');
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    // The loader paints the brand's name before any script runs, and is announced in its language.
    expect(html).toContain('aria-label="در حال بارگذاری…"><div><p>سپهران</p><span></span>');

    const answer = await t.post('context/getInitialConfig', {}, { host: 'sepehran.localhost' });
    // The same configuration, but for the clock reading of each answer.
    const withoutClock = (data: unknown) => ({ ...(data as object), serverTime: 'now' });
    expect(withoutClock(startUpDataOf(html))).toEqual(
      withoutClock((answer.json as { data: unknown }).data),
    );
  });

  it('gives each brand its own page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'oman.localhost' },
    });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect((startUpDataOf(page.body) as { tenant: { id: string } }).tenant.id).toBe('oman');
  });

  it('sends the page gzipped to a browser that takes it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'turk.localhost', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(page.rawPayload).toString();
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
  });

  it('answers an unknown API path with the envelope, not the page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ status: 'error' });
  });
});

describe('the index page renderer', () => {
  it('keeps hostile text in the start-up data from closing its script element', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'parvaz-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), template);
    const render = indexPageRenderer(webDist, () => ({
      note: '</script><img src=x onerror=alert(1)><!--',
    }));
    const request = {
      tenant: {
        locale: 'en',
        name: { en: 'Parvaz "Türkiye" <b>' },
        palette: { primary: { main: '#123456' } },
      },
    } as unknown as FastifyRequest;
    const html = render(request);
    rmSync(webDist, { recursive: true, force: true });
    expect(html).not.toContain('</script><img');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>Parvaz &quot;Türkiye&quot; &lt;b&gt;</title>');
    expect(startUpDataOf(html)).toEqual({ note: '</script><img src=x onerror=alert(1)><!--' });
  });
});
