import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/booking?quote=q1')).toBe('/booking?quote=q1');
    expect(safeNextPath('/profile/editInfo')).toBe('/profile/editInfo');
  });

  it("falls back to '/' for anything that could leave the site", () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '/a\nb',
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/');
    }
  });

  it('never goes back to an auth page', () => {
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath('/signup')).toBe('/');
  });
});

describe('withNext', () => {
  it('adds next only when it is not the home page', () => {
    expect(withNext('/signup', '/')).toBe('/signup');
    expect(withNext('/signup', '/booking?quote=1')).toBe('/signup?next=%2Fbooking%3Fquote%3D1');
  });
});
