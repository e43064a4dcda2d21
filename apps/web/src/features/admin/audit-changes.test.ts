import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { saveFaqSchema } from '@parvaz/domain/contracts/admin-faq';
import { saveFooterSchema } from '@parvaz/domain/contracts/admin-footer';
import { savePageSchema } from '@parvaz/domain/contracts/admin-pages';
import { saveCategorySchema, savePostSchema } from '@parvaz/domain/contracts/admin-posts';
import { saveJobPositionSchema } from '@parvaz/domain/contracts/careers';
import { saveHomePageSchema } from '@parvaz/domain/contracts/home-page';
import { reviewSignRequestSchema } from '@parvaz/domain/contracts/sign-requests';
import { changeDiff, changedFields, diffBounds, fieldLabelKey, textDiff } from './audit-changes';

/**
 * The fields an audit record can hold: what the console's save schemas take (the audit keeps
 * what the staff edit), less the keys the record is filed under, and the times a save stamps.
 */
const auditedFields = [
  ...new Set([
    ...Object.keys(savePostSchema.in.shape),
    ...Object.keys(saveCategorySchema.shape),
    ...Object.keys(saveFaqSchema.shape),
    ...Object.keys(saveFooterSchema.shape),
    ...Object.keys(savePageSchema.shape),
    ...Object.keys(saveHomePageSchema.shape),
    ...Object.keys(saveJobPositionSchema.shape),
    ...Object.keys(reviewSignRequestSchema.shape),
    'status',
    'updatedAt',
  ]),
].filter((field) => !['id', 'url', 'decision', 'airlineCode'].includes(field));

const localeStrings = (lang: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/i18n/locales/${lang}/common.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

describe('an audit record’s changes', () => {
  it('lists only the fields that differ, a created thing’s every field', () => {
    expect(
      changedFields({ title: 'About', html: '<p>Old</p>' }, { title: 'About', html: '<p>New</p>' }),
    ).toEqual([{ field: 'html', before: '<p>Old</p>', after: '<p>New</p>', long: null }]);
    expect(changedFields(null, { title: 'FAQ', position: 2 })).toEqual([
      { field: 'title', before: '', after: 'FAQ', long: null },
      { field: 'position', before: '', after: '2', long: null },
    ]);
    expect(changedFields({ status: 'pending' }, null)).toEqual([
      { field: 'status', before: 'pending', after: '', long: null },
    ]);
  });

  it('shortens long values and shows nested ones as JSON', () => {
    const [change] = changedFields({ html: 'a'.repeat(500) }, { html: 'b', tags: ['x'] });
    expect(change?.before).toHaveLength(160);
    expect(change?.before.endsWith('…')).toBe(true);
    expect(changedFields({}, { tags: ['visa', 'tips'] })[0]?.after).toBe('["visa","tips"]');
  });

  it('shows a change deep in a long body as the changed passage with its context', () => {
    const opening = 'Our agency has sold tickets since 2009. '.repeat(10);
    const closing = ' Write to us any time of the day.'.repeat(10);
    const before = `<p>${opening}Visas take <b>ten</b> working days.${closing}</p>`;
    const after = `<p>${opening}Visas take <b>fifteen</b> working days.${closing}</p>`;
    const [change] = changedFields({ html: before }, { html: after });
    const diff = (change && changeDiff(change)) ?? [];
    expect(diff.filter((part) => part.kind === 'removed').map((part) => part.text)).toEqual([
      'ten',
    ]);
    expect(diff.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual([
      'fifteen',
    ]);
    const shown = diff.map((part) => part.text).join('');
    // The words around the change are there, the long unchanged stretches elided.
    expect(shown).toContain('Visas take <b>');
    expect(shown).toContain('</b> working days.');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThan(200);
  });

  it('diffs a long text only when asked, and gives up on a change beyond its bounds', () => {
    const [short] = changedFields({ title: 'a' }, { title: 'b' });
    expect(short && changeDiff(short)).toBeNull();
    // Every word different: each taken out and another put in, more edits than the bound allows.
    const count = diffBounds.maxEditLength / 2 + 50;
    const words = (prefix: string) =>
      Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(' ');
    const [rewritten] = changedFields({ html: words('a') }, { html: words('b') });
    expect(rewritten?.long?.before).toHaveLength(words('a').length);
    expect(rewritten && changeDiff(rewritten)).toBeNull();
    expect(rewritten?.before).toHaveLength(160);
  });

  it('shows a time among the values through the clock it is given', () => {
    const clock = (iso: string) => `clock(${iso})`;
    expect(
      changedFields(
        { publishedAt: null, updatedAt: '2026-11-01T00:00:00.000Z', title: '2026-11-01' },
        {
          publishedAt: '2026-11-30T07:15:00+03:30',
          updatedAt: '2026-11-30T03:45:00.000Z',
          title: 'x',
        },
        clock,
      ),
    ).toEqual([
      { field: 'publishedAt', before: '', after: 'clock(2026-11-30T07:15:00+03:30)', long: null },
      {
        field: 'updatedAt',
        before: 'clock(2026-11-01T00:00:00.000Z)',
        after: 'clock(2026-11-30T03:45:00.000Z)',
        long: null,
      },
      { field: 'title', before: '2026-11-01', after: 'x', long: null },
    ]);
  });

  it('keeps Persian words whole in the diff', () => {
    const parts =
      textDiff('سفر به شیراز ۱۰ روز طول می‌کشد', 'سفر به شیراز ۱۵ روز طول می‌کشد') ?? [];
    expect(parts.find((part) => part.kind === 'removed')?.text).toBe('۱۰');
    expect(parts.find((part) => part.kind === 'added')?.text).toBe('۱۵');
  });

  it('names every audited field in each of the four languages', () => {
    for (const lang of ['en', 'fa', 'ar', 'tr']) {
      const strings = localeStrings(lang);
      for (const field of auditedFields) {
        const name = strings[fieldLabelKey(field)];
        expect(name, `${lang} ${field}`).toBeTruthy();
        expect(name, `${lang} ${field}`).not.toBe(field);
      }
    }
  });

  it('names a web address apart from a title and a postal address', () => {
    expect(localeStrings('en')[fieldLabelKey('slug')]).toBe('Web address');
    for (const lang of ['en', 'fa', 'ar', 'tr']) {
      const strings = localeStrings(lang);
      const slug = strings[fieldLabelKey('slug')];
      expect(slug, lang).not.toBe(strings[fieldLabelKey('title')]);
      expect(slug, lang).not.toBe(strings[fieldLabelKey('address')]);
    }
  });
});
