import type { AuditLogEntry } from '@parvaz/domain/contracts/audit';
import { describe, expect, it, vi } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { AuditRecord } from './audit-log-page';
import { consoleTime, zoneName } from './console-time';

// The same publish, as the audit log (UTC) and the post editor (the brand's offset) receive it.
const publishedUtc = '2026-11-30T03:45:00.000Z';
const publishedZoned = '2026-11-30T07:15:00+03:30';

/** An operator's update of the Persian about-us page, published at `publishedUtc`. */
function pageUpdate(before: AuditLogEntry['before'], after: AuditLogEntry['after']): AuditLogEntry {
  const entityKey = 'aboutUs/fa';
  return {
    id: 1,
    at: publishedUtc,
    actorId: 11,
    actor: 'Sara',
    entity: 'page',
    entityKey,
    action: 'update',
    before,
    after,
  };
}

describe('times in the console', () => {
  it('are on the brand’s clock, the zone named, whatever zone the device is in', () => {
    const audit = consoleTime(publishedUtc, 'sepehran', 'gregorian', 'en');
    expect(audit).toMatch(/07:15 \(Iran/);
    expect(consoleTime(publishedZoned, 'sepehran', 'gregorian', 'en')).toBe(audit);
    expect(consoleTime(publishedUtc, 'turk', 'gregorian', 'en')).toMatch(/06:45 \(.+\)$/);
    expect(consoleTime(publishedUtc, 'oman', 'gregorian', 'en')).toMatch(/07:45 \(.+\)$/);
  });

  it('names a zone once per language, however many times it is shown', () => {
    const first = zoneName('Asia/Muscat', 'ar');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(zoneName('Asia/Muscat', 'ar')).toBe(first);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('in Persian, in the Jalali calendar with Persian digits', () => {
    const text = consoleTime(publishedUtc, 'sepehran', 'jalali', 'fa');
    expect(text).toContain('۰۷:۱۵');
    expect(text).toContain('۱۴۰۵/۰۹/۰۹');
    expect(text).not.toMatch(/[0-9]/);
  });
});

describe('an audit record in Persian', () => {
  const entry = pageUpdate(
    { title: 'درباره', html: '<p>قدیم</p>', updatedAt: '2026-11-01T00:00:00.000Z' },
    { title: 'درباره', html: '<p>تازه</p>', updatedAt: publishedUtc },
  );
  const closed = renderMarkup('fa', <AuditRecord entry={entry} />);
  const markup = renderMarkup('fa', <AuditRecord entry={entry} open />);
  const text = textOf(markup);

  it('shows its time on the brand’s clock, labelled, and its numbers in Persian digits', () => {
    expect(text).toContain('۰۷:۱۵');
    expect(text).toMatch(/۰۷:۱۵ \(.+\)/);
    expect(text).toContain('۲ فیلد تغییر کرد');
    expect(text).not.toMatch(/\b2\b/);
  });

  it('lists its fields only once opened', () => {
    expect(textOf(closed)).toContain('۲ فیلد تغییر کرد');
    expect(closed).not.toContain('<dl');
    expect(markup).toContain('<dl');
  });

  it('shows a time among its values on the brand’s clock, labelled', () => {
    expect(text).toMatch(/۱۴۰۵\/۰۸\/۱۰ ۰۳:۳۰ \(.+\)/);
    expect(text).not.toContain('2026-11-01T');
  });

  it('keeps the page’s key left to right and names its fields in Persian', () => {
    expect(markup).toMatch(/<bdi[^>]*dir="ltr"[^>]*>aboutUs\/fa<\/bdi>/);
    expect(text).toContain('متن');
    expect(text).toContain('آخرین تغییر');
    expect(text).not.toMatch(/\bhtml\b|updatedAt/);
  });
});

describe('an audit record of a long text', () => {
  const body = (word: string) => `<p>${'متن بلند صفحه '.repeat(30)}${word}</p>`;
  const entry = pageUpdate({ html: body('قدیم') }, { html: body('تازه') });

  it('shows the diff’s text in a group named for it', () => {
    const markup = renderMarkup('fa', <AuditRecord entry={entry} open />);
    // The group holds the text in its own direction (the style tag between is the styling's).
    expect(markup).toMatch(
      /<div[^>]*role="group"[^>]*aria-label="[^"]+"[^>]*>(<style[^<]*<\/style>)?<bdi/,
    );
    expect(markup).not.toMatch(/<bdi[^>]*aria-label/);
    expect(markup).toMatch(/<ins[^>]*>تازه<\/ins>/);
  });
});
