import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

interface Feed {
  rss: {
    channel: {
      title: string;
      link: string;
      language: string;
      'atom:link': { '@_href': string };
      item: Array<{
        title: string;
        link: string;
        guid: { '#text': string; '@_isPermaLink': string };
        pubDate: string;
        description: string;
      }>;
    };
  };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

describe.each(databaseKinds)('the blog feed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const feed = async (query: string, host = 'sepehran.localhost:8080') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/blogs/feed.xml${query}`,
      headers: { host },
    });
    return { response, xml: response.body };
  };

  it('is well-formed RSS of the newest posts, every link absolute on the brand’s host', async () => {
    const { response, xml } = await feed('?lang=fa');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const { channel } = (parser.parse(xml) as Feed).rss;
    expect(channel.title).toContain('سپهران');
    expect(channel.language).toBe('fa');
    expect(channel.link).toBe('http://sepehran.localhost:8080/blogs');
    expect(channel['atom:link']['@_href']).toBe(
      'http://sepehran.localhost:8080/blogs/feed.xml?lang=fa',
    );
    expect(channel.item).toHaveLength(20);
    for (const item of channel.item) {
      expect(item.link).toMatch(/^http:\/\/sepehran\.localhost:8080\/blogs\/[a-z0-9-]+$/);
      expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' });
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    const dates = channel.item.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const links = channel.item.map((item) => item.link);
    expect(links.some((link) => link.endsWith('/summer-schedule-preview'))).toBe(false);
    expect(links.some((link) => link.endsWith('/hotel-cancellation-rules'))).toBe(false);
  });

  it('gives another language its own posts, linked in that language', async () => {
    const { xml } = await feed('?lang=en', 'oman.localhost');
    expect(XMLValidator.validate(xml)).toBe(true);
    const { channel } = (parser.parse(xml) as Feed).rss;
    expect(channel.language).toBe('en');
    expect(channel.title).toContain('Parvaz Oman');
    expect(channel.item[0]?.link).toMatch(/^http:\/\/oman\.localhost\/blogs\/[a-z0-9-]+\?lang=en$/);
  });

  it("answers the brand's own language when none, or none it knows, is asked for", async () => {
    for (const query of ['', '?lang=xx', '?lang[]=fa']) {
      const { response, xml } = await feed(query, 'oman.localhost');
      expect(response.statusCode).toBe(200);
      expect((parser.parse(xml) as Feed).rss.channel.language).toBe('ar');
    }
  });
});
