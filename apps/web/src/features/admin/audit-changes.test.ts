import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabelKey, textDiff } from './audit-changes';

describe('an audit record’s changes', () => {
  it('lists only the fields that differ, a created thing’s every field', () => {
    expect(
      changedFields({ title: 'About', html: '<p>Old</p>' }, { title: 'About', html: '<p>New</p>' }),
    ).toEqual([{ field: 'html', before: '<p>Old</p>', after: '<p>New</p>', diff: null }]);
    expect(changedFields(null, { title: 'FAQ', position: 2 })).toEqual([
      { field: 'title', before: '', after: 'FAQ', diff: null },
      { field: 'position', before: '', after: '2', diff: null },
    ]);
    expect(changedFields({ status: 'pending' }, null)).toEqual([
      { field: 'status', before: 'pending', after: '', diff: null },
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
    const diff = change?.diff ?? [];
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

  it('keeps Persian words whole in the diff', () => {
    const parts = textDiff('سفر به شیراز ۱۰ روز طول می‌کشد', 'سفر به شیراز ۱۵ روز طول می‌کشد');
    expect(parts.find((part) => part.kind === 'removed')?.text).toBe('۱۰');
    expect(parts.find((part) => part.kind === 'added')?.text).toBe('۱۵');
  });

  it('names every audited field in each of the four languages', () => {
    const fields = [
      'title',
      'description',
      'html',
      'updatedAt',
      'summary',
      'publishedAt',
      'question',
      'answer',
      'address',
      'supportHours',
      'copyright',
      'slides',
      'status',
    ];
    for (const lang of ['en', 'fa', 'ar', 'tr']) {
      const strings = JSON.parse(
        readFileSync(
          new URL(`../../../../../packages/i18n/locales/${lang}/common.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>;
      for (const field of fields) {
        const name = strings[fieldLabelKey(field)];
        expect(name, `${lang} ${field}`).toBeTruthy();
        expect(name, `${lang} ${field}`).not.toBe(field);
      }
    }
  });
});
