import { describe, expect, it } from 'vitest';
import { pagePath, pageUrlOfPath } from './page-urls';

describe('content page addresses', () => {
  it('puts standard pages at their own path and added pages under /pages', () => {
    expect(pagePath('aboutUs')).toBe('/aboutUs');
    expect(pagePath('visa-guide')).toBe('/pages/visa-guide');
  });

  it('reads the page a path shows, and nothing for other paths', () => {
    expect(pageUrlOfPath('/aboutUs')).toBe('aboutUs');
    expect(pageUrlOfPath('/privacy/')).toBe('privacy');
    expect(pageUrlOfPath('/pages/visa-guide')).toBe('visa-guide');
    expect(pageUrlOfPath('/pages/..%2Fetc')).toBeNull();
    expect(pageUrlOfPath('/pages/%E0%A4%A')).toBeNull();
    expect(pageUrlOfPath('/hotels')).toBeNull();
  });
});
