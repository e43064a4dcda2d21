import { faqTopics } from '@parvaz/domain/content/faq-topics';
import type { FaqGroup } from '@parvaz/domain/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('the FAQ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const faqs = async (tenant: string, lang: string): Promise<FaqGroup[]> => {
    const answer = await t.post('context/getGroupFaqs', {}, { 'x-tenant': tenant, lang });
    expect(answer.status).toBe(200);
    return (answer.json as { data: FaqGroup[] }).data;
  };

  it('groups the questions by topic, in the topics’ order, titled in the caller language', async () => {
    const groups = await faqs('sepehran', 'fa');
    expect(groups.map((group) => group.id)).toEqual([...faqTopics]);
    const say = t.app.translatorFor('fa');
    expect(groups.map((group) => group.title)).toEqual(
      faqTopics.map((topic) => say(`faq.topic.${topic}`, { ns: 'common' })),
    );
    expect(groups[0]?.title).not.toBe('faq.topic.booking');
    for (const group of groups) expect(group.items.length).toBeGreaterThanOrEqual(4);
    expect(groups[0]?.items[0]?.question).toBe('چگونه بلیت هواپیما بخرم؟');
  });

  it('writes each brand into its answers, in every language', async () => {
    for (const lang of ['fa', 'ar', 'en', 'tr'])
      for (const tenant of ['sepehran', 'turk', 'oman']) {
        const groups = await faqs(tenant, lang);
        expect(groups.length, `${tenant} ${lang}`).toBe(faqTopics.length);
        const text = JSON.stringify(groups);
        expect(text, `${tenant} ${lang}`).not.toMatch(/\{\w+\}|<script|onerror/);
        const ids = groups.flatMap((group) => group.items.map((item) => item.id));
        expect(new Set(ids).size).toBe(ids.length);
      }
    const turk = await faqs('turk', 'en');
    const club = turk.find((group) => group.id === 'club');
    expect(club?.items[0]?.question).toBe('What is the Parvaz Türkiye club?');
    const payment = (await faqs('oman', 'en')).find((group) => group.id === 'payment');
    expect(JSON.stringify(payment)).toContain('+968 2448 1500');
    expect(JSON.stringify(payment)).toContain('US dollars');
    const rial = (await faqs('sepehran', 'en')).find((group) => group.id === 'payment');
    expect(JSON.stringify(rial)).toContain('Iranian rials');
  });

  it('takes no body fields it does not know, and answers the brand default language without lang', async () => {
    const answer = await t.post('context/getGroupFaqs', { topic: 'x' }, { 'x-tenant': 'oman' });
    expect(answer.status).toBe(200);
    const groups = (answer.json as { data: FaqGroup[] }).data;
    expect(groups[0]?.items[0]?.question).toBe('كيف أحجز تذكرة طيران؟');
  });
});
