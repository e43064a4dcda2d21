import type { AuditLogEntry } from '@parvaz/domain/contracts/audit';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { textOf } from '../../test/rendered-text';
import { AuditRecord } from './audit-log-page';
import { consoleTime } from './console-time';

// The same publish, as the audit log (UTC) and the post editor (the brand's offset) receive it.
const publishedUtc = '2026-11-30T03:45:00.000Z';
const publishedZoned = '2026-11-30T07:15:00+03:30';

describe('times in the console', () => {
  it('are on the brand’s clock, the zone named, whatever zone the device is in', () => {
    const audit = consoleTime(publishedUtc, 'sepehran', 'gregorian', 'en');
    expect(audit).toMatch(/07:15 \(Iran/);
    expect(consoleTime(publishedZoned, 'sepehran', 'gregorian', 'en')).toBe(audit);
    expect(consoleTime(publishedUtc, 'turk', 'gregorian', 'en')).toMatch(/06:45 \(.+\)$/);
    expect(consoleTime(publishedUtc, 'oman', 'gregorian', 'en')).toMatch(/07:45 \(.+\)$/);
  });

  it('in Persian, in the Jalali calendar with Persian digits', () => {
    const text = consoleTime(publishedUtc, 'sepehran', 'jalali', 'fa');
    expect(text).toContain('۰۷:۱۵');
    expect(text).toContain('۱۴۰۵/۰۹/۰۹');
    expect(text).not.toMatch(/[0-9]/);
  });
});

describe('an audit record in Persian', () => {
  const entry: AuditLogEntry = {
    id: 1,
    at: publishedUtc,
    actorId: 11,
    actor: 'Sara',
    entity: 'page',
    entityKey: 'aboutUs/fa',
    action: 'update',
    before: { title: 'درباره', html: '<p>قدیم</p>', updatedAt: '2026-11-01T00:00:00.000Z' },
    after: { title: 'درباره', html: '<p>تازه</p>', updatedAt: publishedUtc },
  };
  const markup = renderMarkup('fa', <AuditRecord entry={entry} />);
  const text = textOf(markup);

  it('shows its time on the brand’s clock, labelled, and its numbers in Persian digits', () => {
    expect(text).toContain('۰۷:۱۵');
    expect(text).toMatch(/۰۷:۱۵ \(.+\)/);
    expect(text).toContain('۲ فیلد تغییر کرد');
    expect(text).not.toMatch(/\b2\b/);
  });

  it('keeps the page’s key left to right and names its fields in Persian', () => {
    expect(markup).toMatch(/<bdi[^>]*dir="ltr"[^>]*>aboutUs\/fa<\/bdi>/);
    expect(text).toContain('متن');
    expect(text).toContain('آخرین تغییر');
    expect(text).not.toMatch(/\bhtml\b|updatedAt/);
  });
});
