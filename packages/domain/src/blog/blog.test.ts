import { describe, expect, it } from 'vitest';
import { rankRelated, type RelatedCandidate } from './related-posts';
import { readingMinutes, wordsOfHtml } from './reading-time';
import { textOfHtml } from './post-text';

describe('post text', () => {
  it('is the text between the tags, spaces folded', () => {
    expect(textOfHtml('<h2>Shiraz</h2>\n<p>Three&nbsp;days <a href="/x">here</a>.</p>')).toBe(
      'Shiraz Three days here .',
    );
  });
});

describe('reading time', () => {
  it('counts the words of the text, not the markup', () => {
    expect(wordsOfHtml('<p>Three <strong>short</strong> words</p>')).toBe(3);
    expect(wordsOfHtml('<h2>شیراز</h2><p>سه روز در شهر شعر</p>')).toBe(6);
    expect(wordsOfHtml('<p> &nbsp; — </p>')).toBe(0);
  });

  it('rounds up at the language’s pace and never says zero', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(readingMinutes('', 'en')).toBe(1);
    expect(readingMinutes(words(230), 'en')).toBe(1);
    expect(readingMinutes(words(231), 'en')).toBe(2);
    expect(readingMinutes(words(360), 'ar')).toBe(2);
    expect(readingMinutes(words(361), 'ar')).toBe(3);
    expect(readingMinutes(words(400), 'fa')).toBe(2);
  });
});

describe('related posts', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const post = { id: 1, categoryId: 10, tags: ['shiraz', 'spring', 'food'] };
  const candidates: RelatedCandidate[] = [
    { id: 1, categoryId: 10, tags: ['shiraz'], publishedAt: at(30) },
    { id: 2, categoryId: 20, tags: ['shiraz', 'spring', 'food'], publishedAt: at(29) },
    { id: 3, categoryId: 10, tags: [], publishedAt: at(5) },
    { id: 4, categoryId: 10, tags: ['spring'], publishedAt: at(2) },
    { id: 5, categoryId: 30, tags: ['visa'], publishedAt: at(28) },
    { id: 6, categoryId: 20, tags: ['food'], publishedAt: at(27) },
    { id: 7, categoryId: 10, tags: ['spring'], publishedAt: at(9) },
  ];

  it('puts the same category first, then more shared tags, then the newest, without the post', () => {
    expect(rankRelated(post, candidates).map((c) => c.id)).toEqual([7, 4, 3, 2]);
    expect(rankRelated(post, candidates, 10).map((c) => c.id)).toEqual([7, 4, 3, 2, 6]);
  });

  it('suggests nothing that shares neither category nor tag', () => {
    expect(rankRelated({ id: 9, categoryId: 99, tags: ['none'] }, candidates)).toEqual([]);
  });
});
