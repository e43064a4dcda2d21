import { describe, expect, it } from 'vitest';
import { svgDataUri } from './captcha-image';

describe('svgDataUri', () => {
  it('encodes the markup, non-Latin text included, as base64', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>۱۲ab</text></svg>';
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(uri.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });
});
