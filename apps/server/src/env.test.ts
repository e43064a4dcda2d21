import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has defaults for a bare environment', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 8080,
      TENANT: 'turk',
      DATA_DIR: './data',
      DEV_TOOLS: false,
      SEED_DEMO: true,
    });
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as not set', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ PORT: 8080 });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ TENANT: 'mars' })).toThrow(/TENANT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_TOOLS: '1' })).toThrow(/DEV_TOOLS/);
  });

  it("takes a map tile template with Leaflet's {s} subdomain, and refuses one without {z}/{x}/{y}", () => {
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadEnv({ MAP_TILES_URL: osm }).MAP_TILES_URL).toBe(osm);
    expect(() => loadEnv({ MAP_TILES_URL: 'https://{s}.tile.example.org/tiles.png' })).toThrow(
      /MAP_TILES_URL/,
    );
    expect(() => loadEnv({ MAP_TILES_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILES_URL/,
    );
  });
});
