import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { publicPaths } from './sitemap.service';

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Array<{ '@_hreflang': string; '@_href': string }>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'xhtml:link',
});

describe.each(databaseKinds)('the sitemap and robots.txt on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const get = (url: string, host: string) =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it("lists every public page in four languages and every published post, on the brand's host", async () => {
    const response = await get('/sitemap.xml', 'oman.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const urls = (parser.parse(response.body) as { urlset: { url: UrlEntry[] } }).urlset.url;
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith('http://oman.localhost:8080/'))).toBe(true);

    // Home in Arabic (the brand's own) at its bare address, the others by ?lang=, each naming all.
    const home = urls.find((url) => url.loc === 'http://oman.localhost:8080/');
    expect(home?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['fa', 'http://oman.localhost:8080/?lang=fa'],
      ['ar', 'http://oman.localhost:8080/'],
      ['en', 'http://oman.localhost:8080/?lang=en'],
      ['tr', 'http://oman.localhost:8080/?lang=tr'],
      ['x-default', 'http://oman.localhost:8080/'],
    ]);
    // The pages the operator writes come from the context module, dated by their last change.
    const about = urls.find((url) => url.loc === 'http://oman.localhost:8080/aboutUs');
    expect(about?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(locs.filter((loc) => loc.startsWith('http://oman.localhost:8080/aboutUs'))).toHaveLength(
      4,
    );
    for (const path of ['/hotels', '/flights', '/blogs', '/faq', '/aboutUs'])
      expect(locs).toContain(`http://oman.localhost:8080${path}?lang=en`);
    expect(publicPaths().length * 4).toBeLessThan(locs.length);

    const posts = urls.filter((url) => /\/blogs\/[a-z0-9-]+/.test(url.loc));
    expect(posts).toHaveLength(24 * 4);
    expect(locs).toContain('http://oman.localhost:8080/blogs/nizwa-in-a-day');
    expect(locs).toContain('http://oman.localhost:8080/blogs/yazd-in-two-days?lang=fa');
    expect(locs.some((loc) => loc.includes('/summer-schedule-preview'))).toBe(false);
    expect(locs.some((loc) => loc.includes('/hotel-cancellation-rules'))).toBe(false);
    expect(posts.every((post) => post.lastmod && !Number.isNaN(Date.parse(post.lastmod)))).toBe(
      true,
    );
  });

  it('points crawlers at the sitemap of the host they asked', async () => {
    const response = await get('/robots.txt', 'sepehran.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://sepehran.localhost/sitemap.xml');
  });
});
