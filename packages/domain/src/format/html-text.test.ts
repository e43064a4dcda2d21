import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-text';

describe('text written into HTML', () => {
  it('escapes the characters that would open markup or close an attribute', () => {
    expect(escapeHtml(`Parvaz "Türkiye" <b>& 'co'`)).toBe(
      'Parvaz &quot;Türkiye&quot; &lt;b&gt;&amp; &#39;co&#39;',
    );
  });

  it('keeps hostile text in JSON from closing its script element or opening a comment', () => {
    const hostile = { note: '</script><img src=x onerror=alert(1)><!--', line: 'a\u2028b' };
    const written = jsonForScript(hostile);
    expect(written).not.toContain('</script');
    expect(written).not.toContain('<!--');
    expect(written).not.toContain('\u2028');
    expect(JSON.parse(written)).toEqual(hostile);
  });
});
