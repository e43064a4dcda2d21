import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('the content sanitiser', () => {
  it('keeps what an editor writes: headings, lists, links, images, tables and quotes', () => {
    const html = [
      '<h2>Baggage</h2>',
      '<p dir="rtl" style="text-align:center">Up to <strong>20 kg</strong> and <em>one</em> bag.</p>',
      '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>',
      '<blockquote>Quoted</blockquote>',
      '<table><caption>Fees</caption><thead><tr><th scope="col">Kind</th></tr></thead>',
      '<tbody><tr><td colspan="2">Free</td></tr></tbody></table>',
      '<p><a href="/faq">FAQ</a> <a href="mailto:care@example.com">mail</a> <a href="tel:+982166004000">call</a></p>',
      '<img src="/blog/shiraz.svg" alt="Shiraz">',
    ].join('');
    expect(sanitizeHtml(html)).toBe(
      html.replace(
        '<img src="/blog/shiraz.svg" alt="Shiraz">',
        '<img src="/blog/shiraz.svg" alt="Shiraz" />',
      ),
    );
  });

  it('drops scripts with their content, event handlers and styles beyond alignment', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()" style="color:red;text-align:right;background:url(javascript:x)">Hi</p>' +
        '<script>alert(1)</script><style>body{}</style><img src=x onerror="alert(1)">' +
        '<svg onload="alert(1)"><circle/></svg><iframe src="https://evil.example"></iframe>' +
        '<form action="/x"><input name="a"></form><object data="x"></object>',
    );
    expect(clean).not.toMatch(
      /script|alert|onerror|onload|onclick|iframe|form|input|object|svg|color/i,
    );
    expect(clean).toContain('<p style="text-align:right">Hi</p>');
    expect(clean).toContain('<img src="x" alt="" />');
  });

  it('removes javascript:, data: and vbscript: addresses, and plain-http or data images', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a><a href="vbscript:msgbox">d</a>' +
        '<a href="java&#x09;script:alert(1)">e</a><img src="data:image/png;base64,AAAA">' +
        '<img src="http://tracker.example/p.gif"><img src="//evil.example/x.png">',
    );
    expect(clean).not.toMatch(/javascript|data:|vbscript|tracker|evil/i);
    expect(clean).toContain('<a>a</a>');
  });

  it('gives a link that leaves the site, or opens a new window, rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com" rel="opener">out</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">out</a>',
    );
    expect(sanitizeHtml('<a href="/aboutUs" target="_blank">about</a>')).toBe(
      '<a href="/aboutUs" target="_blank" rel="noopener noreferrer">about</a>',
    );
    expect(sanitizeHtml('<a href="/aboutUs" target="_top">about</a>')).toBe(
      '<a href="/aboutUs">about</a>',
    );
  });

  it('takes no id, name or class, so content cannot shadow the page’s own elements', () => {
    expect(sanitizeHtml('<p id="parvaz-start-up" class="MuiBox-root" name="x">t</p>')).toBe(
      '<p>t</p>',
    );
  });

  it('turns an h1 into an h2 (the page title is the h1) and b, i into strong, em', () => {
    expect(sanitizeHtml('<h1>T</h1><b>b</b><i>i</i>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em>',
    );
  });

  it('escapes text that only looks like markup and keeps Persian and Arabic as written', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; «سفر» &gt; سفرة</p>')).toBe(
      '<p>1 &lt; 2 &amp; «سفر» &gt; سفرة</p>',
    );
    expect(sanitizeHtml('x < y <img src=x onerror=alert(1)//')).not.toContain('onerror');
  });
});
