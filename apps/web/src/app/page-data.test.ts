import { describe, expect, it } from 'vitest';
import { jsonForScript } from './page-data';

describe('the page data in its script element', () => {
  it('keeps hostile text from closing the element or opening a comment', () => {
    const hostile = { note: '</script><img src=x onerror=alert(1)><!--', line: 'a\u2028b' };
    const written = jsonForScript(hostile);
    expect(written).not.toContain('</script');
    expect(written).not.toContain('<!--');
    expect(written).not.toContain('\u2028');
    expect(JSON.parse(written)).toEqual(hostile);
  });
});
