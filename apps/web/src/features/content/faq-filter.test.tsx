import type { FaqGroup } from '@parvaz/domain/contracts/pages';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { faqJsonLd, filterFaqs, textOfHtml } from './faq-filter';
import { FaqTopics } from './faq-page';

const groups: FaqGroup[] = [
  {
    id: 'refund',
    title: 'استرداد',
    items: [
      {
        id: 1,
        question: 'چگونه بلیتم را استرداد کنم؟',
        answer:
          '<p>به صفحهٔ <a href="/refund">پیگیری</a> بروید؛ جریمه تا ۲۴ ساعت مانده کمتر است.</p>',
      },
      {
        id: 2,
        question: 'مبلغ استرداد کی می‌رسد؟',
        answer: '<p>کیف پول بلافاصله شارژ می‌شود.</p>',
      },
    ],
  },
  {
    id: 'baggage',
    title: 'Baggage',
    items: [
      {
        id: 3,
        question: 'Can I add extra baggage?',
        answer: '<p>Yes &amp; you pay only the difference &lt;per kg&gt;.</p>',
      },
    ],
  },
];

const ids = (shown: FaqGroup[]) => shown.flatMap((group) => group.items.map((item) => item.id));

describe('the FAQ search', () => {
  it('keeps every question when nothing is typed', () => {
    expect(ids(filterFaqs(groups, ''))).toEqual([1, 2, 3]);
    expect(ids(filterFaqs(groups, '   '))).toEqual([1, 2, 3]);
  });

  it('finds Persian questions typed with Arabic yeh and kaf, and Persian digits typed as any digits', () => {
    expect(ids(filterFaqs(groups, 'بليتم'))).toEqual([1]);
    expect(ids(filterFaqs(groups, 'كيف پول'))).toEqual([2]);
    expect(ids(filterFaqs(groups, '24 ساعت'))).toEqual([1]);
    expect(ids(filterFaqs(groups, '٢٤'))).toEqual([1]);
  });

  it('searches the answers’ words, not their markup, with every typed word required', () => {
    expect(ids(filterFaqs(groups, 'difference kg'))).toEqual([3]);
    expect(ids(filterFaqs(groups, 'href'))).toEqual([]);
    expect(ids(filterFaqs(groups, 'EXTRA baggage'))).toEqual([3]);
    expect(ids(filterFaqs(groups, 'extra hotel'))).toEqual([]);
  });

  it('drops the topics left with no question', () => {
    expect(filterFaqs(groups, 'baggage').map((group) => group.id)).toEqual(['baggage']);
    expect(filterFaqs(groups, 'nothing like this')).toEqual([]);
  });

  it('reads an answer’s text with its entities', () => {
    expect(textOfHtml(groups[1]?.items[0]?.answer ?? '').trim()).toBe(
      'Yes & you pay only the difference <per kg>.',
    );
  });

  it('describes every question and answer for search engines (FAQPage)', () => {
    const data = faqJsonLd(groups);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(data.mainEntity).toHaveLength(3);
    expect((data.mainEntity as unknown[])[2]).toEqual({
      '@type': 'Question',
      name: 'Can I add extra baggage?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: '<p>Yes &amp; you pay only the difference &lt;per kg&gt;.</p>',
      },
    });
  });

  it('renders a menu of the topics and a closed disclosure per question, answers in the page', () => {
    const html = renderMarkup(
      'fa',
      <FaqTopics groups={filterFaqs(groups, '')} menuLabel="موضوع‌ها" />,
    );
    expect(html).toContain('href="#faq-refund"');
    expect(html).toContain('id="faq-refund"');
    // The browser's own disclosure: a question opens before the page has woken.
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html.match(/<summary/g)).toHaveLength(3);
    expect(html).not.toContain('<details open');
    expect(textOf(html)).toContain('چگونه بلیتم را استرداد کنم؟');
    // Collapsed answers stay in the markup: readers without JavaScript and crawlers get them.
    expect(textOf(html)).toContain('کیف پول بلافاصله شارژ می‌شود.');
    expect(textOf(html)).toContain('۲'); // two questions in the first topic, in Persian digits
  });
});
