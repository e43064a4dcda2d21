// The hotel map's tiles are a setting (MAP_TILES_URL): the pages' Content-Security-Policy lets
// their host's images in when it is set, and only then; the app config hands the source to the page.
import { describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../test/test-app';
import { tileImageSource } from './map-tiles';

const imgSrc = (policy: string | undefined) =>
  (policy ?? '').split(';').find((part) => part.trim().startsWith('img-src')) ?? '';

describe('the map tile source', () => {
  it('is the origin of the URL template, a {s} subdomain as a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileImageSource('http://Tiles.Local:8081/osm/{z}/{x}/{y}.png?key=1')).toBe(
      'http://tiles.local:8081',
    );
    expect(() => tileImageSource('tiles/{z}/{x}/{y}.png')).toThrow(RangeError);
  });

  describe.each(databaseKinds)('on %s', (kind) => {
    it('adds the tile host to img-src when set, and hands it to the page', async () => {
      const t = await createTestApp(kind, {
        mapTiles: {
          url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
          attribution: '© Example contributors',
        },
      });
      try {
        const response = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(imgSrc(response.headers['content-security-policy'] as string)).toContain(
          'https://*.tile.example.org',
        );
        const config = await t.post('context/getInitialConfig', {});
        expect((config.json as { data: { map: unknown } }).data.map).toEqual({
          tilesUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
          attribution: '© Example contributors',
        });
      } finally {
        await t.close();
      }
    });

    it('lets no other host’s images in when no tile source is set', async () => {
      const t = await createTestApp(kind);
      try {
        const response = await t.app.inject({ method: 'GET', url: '/healthz' });
        const policy = imgSrc(response.headers['content-security-policy'] as string);
        expect(policy.trim()).toBe("img-src 'self' data: blob:");
        const config = await t.post('context/getInitialConfig', {});
        expect((config.json as { data: { map: unknown } }).data.map).toEqual({
          tilesUrl: null,
          attribution: '',
        });
      } finally {
        await t.close();
      }
    });
  });
});
