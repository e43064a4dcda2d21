// The site's content as a reader with no JavaScript gets it (issue 19): pages, the FAQ, the
// airport board, the newsletter's landing, the sign request, the case forms and the blog, each
// in the brand's language with its own head; the feed and sitemap as XML.
import { describe, expect, it } from 'vitest';
import { tenantIds, tenants } from '@parvaz/domain/tenants/tenants';
import { brandSiteContent } from '../db/seed/site-content.seed';
import { databaseKinds } from '../test/test-app';
import { english, origin, renderedPagesApp } from './rendered-pages-test-kit';

describe.each(databaseKinds)(
  'content rendered on the server, read without JavaScript, on %s',
  (kind) => {
    const { page, call, get } = renderedPagesApp(kind);

    it("content pages: the brand's page in its language, with its own title, description and language links", async () => {
      const about = await page('/aboutUs', { 'x-tenant': 'sepehran' });
      expect(about.status).toBe(200);
      expect(about.html).toContain('<html lang="fa" dir="rtl">');
      expect(about.html).toContain('<title>دربارهٔ سپهران | سپهران</title>');
      expect(about.html).toMatch(/<meta name="description" content="سپهران از سال ۱۳۸۸[^"]+"/);
      expect(about.html).toContain(
        `<link rel="canonical" href="${origin}/aboutUs" data-page-head />`,
      );
      for (const lang of ['ar', 'en', 'tr'])
        expect(about.html).toContain(
          `<link rel="alternate" hreflang="${lang}" href="${origin}/aboutUs?lang=${lang}" data-page-head />`,
        );
      expect(about.html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${origin}/aboutUs" data-page-head />`,
      );
      expect(about.text).toContain('خیابان آزادی تهران');

      // The address in another language renders in it, whatever the cookie says.
      const inEnglish = await page('/contactUs?lang=en', {
        'x-tenant': 'oman',
        cookie: 'parvaz_lang=ar',
      });
      expect(inEnglish.html).toContain('<html lang="en" dir="ltr">');
      expect(inEnglish.html).toContain('<title>Contact Parvaz Oman | Parvaz Oman</title>');
      expect(inEnglish.html).toContain(`<link rel="canonical" href="${origin}/contactUs?lang=en"`);
      expect(inEnglish.text).toContain('+968 2448 1500');
      expect(inEnglish.html).toContain('href="tel:+96824481500"');

      const terms = await page('/rules', { 'x-tenant': 'turk' });
      expect(terms.html).toContain('<html lang="tr" dir="ltr">');
      expect(terms.text).toContain('6502 sayılı Tüketicinin Korunması Hakkında Kanun');
    });

    it("every brand's footer names the seller: address, phone, e-mail, support hours and copyright (decision 016)", async () => {
      for (const tenant of tenantIds) {
        const footer = brandSiteContent[tenant];
        const { locale } = tenants[tenant];
        const home = await page('/aboutUs', { 'x-tenant': tenant });
        expect(home.status, tenant).toBe(200);
        for (const part of [
          footer.address[locale],
          footer.phone,
          footer.email,
          footer.supportHours[locale],
          footer.copyright[locale],
        ])
          expect(home.text, `${tenant}: ${part}`).toContain(part);
      }
    });

    it('an address with no page: the not-found page, with status 404', async () => {
      for (const path of ['/pages/no-such-page', '/pages/..%2Fetc']) {
        const missing = await page(path, english);
        expect(missing.status, path).toBe(404);
        expect(missing.text, path).toContain('Page not found');
        expect(missing.html, path).not.toContain('rel="canonical"');
      }
    });

    it('FAQ: every question and answer by topic, the FAQPage data, and a search from the address', async () => {
      const faq = await page('/faq', english);
      expect(faq.status).toBe(200);
      expect(faq.html).toContain('<title>Frequently asked questions | Sepehran</title>');
      for (const words of [
        'Booking',
        'Travellers’ club',
        'How do I book a flight?',
        'Can I buy miles?',
      ])
        expect(faq.text).toContain(words);
      // A collapsed answer is in the page too.
      expect(faq.text).toContain('Up to 9 passengers in one booking');
      const data = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(
        faq.html,
      );
      const structured = JSON.parse(data?.[1] ?? '{}') as {
        '@type': string;
        mainEntity: unknown[];
      };
      expect(structured['@type']).toBe('FAQPage');
      expect(structured.mainEntity.length).toBeGreaterThanOrEqual(24);

      const searched = await page(`/faq?q=${encodeURIComponent('بار اضافه')}`, {
        'x-tenant': 'sepehran',
      });
      expect(searched.text).toContain('بعد از خرید می‌توانم بار اضافه بخرم؟');
      expect(searched.text).not.toContain('چگونه هتل رزرو کنم؟');
    });

    it("flight board: an airport's flights of the day with their status, in the brand's language", async () => {
      const answer = await call(
        'flight/getAirportBoard',
        { airport: 'MHD', direction: 'arrivals', q: 'IR' },
        { lang: 'en' },
      );
      const data = answer.body.data as unknown as {
        airport: { name: string };
        items: { flightNumber: string }[];
      };
      expect(data.items.length).toBeGreaterThan(0);
      const board = await page('/flightInformations?airport=MHD&direction=arrivals&q=IR', english);
      expect(board.status).toBe(200);
      expect(board.html).toMatch(/<title>Airport flight information/);
      expect(board.html).toContain('<link rel="canonical"');
      expect(board.text).toContain(`Arrivals · ${data.airport.name}`);
      expect(board.text).toMatch(/Updated at \d\d:\d\d/);
      // Every flight of the search comes with the page, as the table and as the phone's cards.
      for (const item of data.items) expect(board.text).toContain(item.flightNumber);
      const home = await page('/flightInformations', { 'x-tenant': 'sepehran' });
      expect(home.html).toContain('<html lang="fa" dir="rtl">');
      expect(home.text).toContain('پروازهای خروجی · فرودگاه بین‌المللی مهرآباد');
    });

    it('newsletter: the page a link leads to says what it did, in the language it names', async () => {
      const confirmed = await page('/newsletter?state=confirmed', english);
      expect(confirmed.text).toContain('Your subscription is confirmed');
      const left = await page('/newsletter?state=unsubscribed&lang=tr', { 'x-tenant': 'turk' });
      expect(left.html).toContain('<html lang="tr" dir="ltr">');
      expect(left.text).toContain('Abonelikten çıktınız');
      const broken = await page('/newsletter?state=%3Cscript%3E', { 'x-tenant': 'oman' });
      expect(broken.text).toContain('النشرة الإخبارية من برواز عُمان');
      // Every page's footer carries the sign-up form.
      expect(confirmed.text).toContain('Your e-mail address');
    });

    it('sign request: the form’s first step and the follow-up, in the HTML alone', async () => {
      const sign = await page('/sign', english);
      expect(sign.status).toBe(200);
      expect(sign.html).toContain('<title>Partner sign-up request | Sepehran</title>');
      expect(sign.html).toContain(
        `<link rel="canonical" href="${origin}/sign?lang=en" data-page-head />`,
      );
      expect(sign.text).toContain('Apply to work with us');
      expect(sign.text).toContain('Step 1 of 5: Who is applying');
      expect(sign.text).toContain('Travel agency');
      expect(sign.text).toContain('Follow your request');
      // The SMS's link fills the reference in, the follow-up first; the mobile is the visitor's.
      const follow = await page('/sign?reference=SRABCD2345', { 'x-tenant': 'sepehran' });
      expect(follow.html).toContain('value="SRABCD2345"');
      expect(follow.text.indexOf('پیگیری درخواست')).toBeLessThan(follow.text.indexOf('نوع متقاضی'));
    });

    it('cases: the contact, complaint and safety forms and the case lookup, in the HTML alone', async () => {
      const contact = await page('/contactUs', english);
      expect(contact.text).toContain('Send us a message');
      expect(contact.text).toContain('Mobile number');
      const report = await page('/report', { 'x-tenant': 'sepehran' });
      expect(report.status).toBe(200);
      expect(report.html).toContain('<title>شکایت و گزارش ایمنی | سپهران</title>');
      expect(report.html).toContain(
        `<link rel="canonical" href="${origin}/report" data-page-head />`,
      );
      expect(report.text).toContain('ثبت شکایت');
      expect(report.text).toContain('کد پیگیری رزرو (در صورت وجود)');
      const safety = await page('/report?kind=safety', english);
      expect(safety.text).toContain('Report a safety issue');
      expect(safety.text).toContain('Keep my report confidential');
      expect(safety.html).toContain('aria-current="page"');
      // The SMS's link fills the reference in; the mobile is the visitor's to type.
      const lookup = await page('/case?reference=5100000001', english);
      expect(lookup.html).toContain('<title>Follow up a case | Sepehran</title>');
      expect(lookup.html).toContain('value="5100000001"');
      expect(lookup.text).toContain('Show my case');
    });

    it("blog: a page of posts and a post in the HTML alone, with the head's links and BlogPosting data", async () => {
      const list = await page('/blogs?category=visas', { 'x-tenant': 'sepehran' });
      expect(list.status).toBe(200);
      expect(list.html).toContain('<html lang="fa" dir="rtl">');
      expect(list.html).toContain('<title>وبلاگ | سپهران</title>');
      expect(list.html).toContain(`<link rel="canonical" href="${origin}/blogs" data-page-head />`);
      expect(list.html).toContain(
        `<link rel="alternate" hreflang="en" href="${origin}/blogs?lang=en" data-page-head />`,
      );
      // The category's posts, their links, the categories and the popular posts come with the page.
      expect(list.text).toContain('ویزای شینگن چه مدارکی لازم دارد؟');
      expect(list.html).toContain('href="/blogs/schengen-visa-documents"');
      expect(list.text).toContain('پربحث‌ترین مطالب');
      expect(list.text).not.toContain('اولین سفر به استانبول');
      const searched = await page(`/blogs?q=${encodeURIComponent('Cappadocia')}`, english);
      expect(searched.text).toContain('Cappadocia: balloons at dawn');
      expect(searched.text).toContain('Results for “Cappadocia”');

      const post = await page('/blogs/a-weekend-in-shiraz', english);
      expect(post.status).toBe(200);
      expect(post.html).toContain(
        '<title>A weekend in Shiraz: gardens, poets and a late dinner | Sepehran</title>',
      );
      expect(post.html).toContain(
        `<link rel="canonical" href="${origin}/blogs/a-weekend-in-shiraz?lang=en" data-page-head />`,
      );
      expect(post.text).toContain('By Hannah Carter');
      expect(post.text).toContain('Nasir al-Mulk Mosque');
      expect(post.text).toContain('Rachel Moore');
      expect(post.text).toContain('Related posts');
      expect(post.text).toContain('Leave a comment');
      const data = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(
        post.html,
      );
      expect(JSON.parse(data?.[1] ?? '{}')).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'A weekend in Shiraz: gardens, poets and a late dinner',
        inLanguage: 'en',
        author: { name: 'Hannah Carter' },
      });

      // A draft, a post scheduled for later and an address no post has: the not-found page.
      for (const path of [
        '/blogs/family-rooms-what-to-ask',
        '/blogs/summer-timetable-first-look',
        '/blogs/No-Such',
      ]) {
        const missing = await page(path, english);
        expect(missing.status, path).toBe(404);
        expect(missing.text, path).toContain('Page not found');
      }
    });

    it('blog feed and sitemap: well-formed XML on the brand’s host', async () => {
      const feed = await get('/blogs/feed.xml?lang=en', { 'x-tenant': 'turk' });
      expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const rss = feed.body;
      expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(rss).toContain(`<link>${origin}/blogs?lang=en</link>`);
      const sitemap = (await get('/sitemap.xml', { 'x-tenant': 'oman' })).body;
      expect(sitemap).toContain(`<loc>${origin}/blogs/nizwa-in-a-day</loc>`);
      expect(sitemap).toContain(`<loc>${origin}/faq?lang=en</loc>`);
      const robots = (await get('/robots.txt')).body;
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });
  },
);
