import { describe, expect, it } from 'vitest';
import { addressIn, headHtml, resolveHead, type HeadSite } from './head-links';

const sepehran: HeadSite = {
  origin: 'https://sepehran.parvaz.travel',
  pathname: '/aboutUs',
  language: 'en',
  brandLanguage: 'fa',
  brandName: 'Sepehran',
  siteLanguages: ['fa', 'ar', 'en', 'tr'],
  tagline: 'Book flights and hotels.',
};

describe("a page's head", () => {
  it('names the page in its own language, bare in the brand language and with ?lang= in others', () => {
    expect(addressIn('https://x.test', '/faq', 'fa', 'fa')).toBe('https://x.test/faq');
    expect(addressIn('https://x.test', '/faq', 'tr', 'fa')).toBe('https://x.test/faq?lang=tr');
  });

  it('gives the title with the brand, the canonical address and every language with x-default', () => {
    const head = resolveHead({ title: 'About Sepehran', description: 'Since 2009.' }, sepehran);
    expect(head.title).toBe('About Sepehran | Sepehran');
    expect(head.description).toBe('Since 2009.');
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://sepehran.parvaz.travel/aboutUs?lang=en' },
      { rel: 'alternate', hreflang: 'fa', href: 'https://sepehran.parvaz.travel/aboutUs' },
      { rel: 'alternate', hreflang: 'ar', href: 'https://sepehran.parvaz.travel/aboutUs?lang=ar' },
      { rel: 'alternate', hreflang: 'en', href: 'https://sepehran.parvaz.travel/aboutUs?lang=en' },
      { rel: 'alternate', hreflang: 'tr', href: 'https://sepehran.parvaz.travel/aboutUs?lang=tr' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://sepehran.parvaz.travel/aboutUs' },
    ]);
  });

  it('lists only the languages the page is written in, and no alternates for one language', () => {
    const two = resolveHead({ title: 'T', path: '/pages/visa', languages: ['en', 'tr'] }, sepehran);
    expect(two.links.map((link) => link.hreflang ?? link.rel)).toEqual(['canonical', 'en', 'tr']);
    const one = resolveHead({ title: 'T', path: '/pages/visa', languages: ['en'] }, sepehran);
    expect(one.links).toEqual([
      { rel: 'canonical', href: 'https://sepehran.parvaz.travel/pages/visa?lang=en' },
    ]);
    expect(resolveHead({ title: 'T', path: null }, sepehran).links).toEqual([]);
  });

  it('falls back to the tagline, and writes escaped tags with JSON-LD that cannot close its element', () => {
    const head = resolveHead(
      { title: 'Q&A "</title>', jsonLd: { '@type': 'FAQPage', text: '</script><b>' } },
      sepehran,
    );
    expect(head.description).toBe('Book flights and hotels.');
    const html = headHtml(head).join('\n');
    expect(html).toContain('<title>Q&amp;A &quot;&lt;/title&gt; | Sepehran</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://sepehran.parvaz.travel/aboutUs?lang=en" data-page-head />',
    );
    expect(html).toContain('<link rel="alternate" hreflang="x-default"');
    expect(html).toContain('<script type="application/ld+json" data-page-head>');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });
});
