import { diffWords } from 'diff';

// What an audit record changed, field by field, as the console lists it: the fields whose value
// differs between before and after. A short value is shown whole on each side; a long text (a
// page's body) as a text diff, the changed passages with some words of context around them and
// the unchanged stretches between them elided, so the change itself is visible however long the
// text is. The diff is worked out only for a record the reader opens, and bounded: a change too
// large to diff in time is shown as its two shortened sides instead.

/** A run of a text diff: kept, taken out or put in; `…` elides unchanged text between changes. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added' | 'elided';
  text: string;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** Both whole sides, when either is too long to show whole: `changeDiff` diffs them. */
  long: { before: string; after: string } | null;
}

const maxLength = 160;
/** Characters of unchanged text kept on each side of a change. */
export const contextLength = 60;

/** An instant as the server records it (`toISOString`, or with an offset). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** How a value that is an instant is shown: the console's clock (`useConsoleTime`). */
export type InstantShown = (iso: string) => string;

const textOf = (value: unknown, instant: InstantShown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? instantPattern.test(value)
        ? instant(value)
        : value
      : JSON.stringify(value);

const shortened = (text: string): string =>
  text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;

/** The unchanged text around changes cut to its context: its end, its start, or both. */
function keptSame(text: string, first: boolean, last: boolean): DiffPart[] {
  const keepStart = first ? 0 : contextLength;
  const keepEnd = last ? 0 : contextLength;
  if (text.length <= keepStart + keepEnd + 1) return [{ kind: 'same', text }];
  const parts: DiffPart[] = [];
  if (keepStart > 0) parts.push({ kind: 'same', text: text.slice(0, keepStart) });
  parts.push({ kind: 'elided', text: '…' });
  if (keepEnd > 0) parts.push({ kind: 'same', text: text.slice(text.length - keepEnd) });
  return parts;
}

// Words as Unicode segments them: Persian and Arabic digits and letters stay whole words. Made
// on the first diff, not when the console loads: most visits open no record.
let wordSegmenter: Intl.Segmenter | undefined;
const segmenter = () => (wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' }));

/**
 * The bounds of one diff: a page's body rewritten from end to end would take the diff's time
 * (and the browser's) without showing anything a reader could follow.
 */
export const diffBounds = { maxEditLength: 1_000, timeout: 100 } as const;

/**
 * The difference of two texts word by word, the unchanged stretches cut to their context; null
 * when it is beyond `diffBounds`.
 */
export function textDiff(before: string, after: string): DiffPart[] | null {
  const changes = diffWords(before, after, { intlSegmenter: segmenter(), ...diffBounds });
  if (!changes) return null;
  return changes.flatMap((change, index): DiffPart[] => {
    if (change.added) return [{ kind: 'added', text: change.value }];
    if (change.removed) return [{ kind: 'removed', text: change.value }];
    return keptSame(change.value, index === 0, index === changes.length - 1);
  });
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/**
 * The fields that differ, in the order they first appear (after's first, then before's); an
 * instant shown by `instant`. No text is diffed here: `changeDiff` does it for an opened record.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  instant: InstantShown = (iso) => iso,
): FieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(is), ...Object.keys(was)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => {
      const from = textOf(was[field], instant);
      const to = textOf(is[field], instant);
      const long = (from.length > maxLength || to.length > maxLength) && from !== '' && to !== '';
      return {
        field,
        before: shortened(from),
        after: shortened(to),
        long: long ? { before: from, after: to } : null,
      };
    });
}

/** A long field's change as a text diff; null for a short one or one beyond the bounds. */
export const changeDiff = (change: FieldChange): DiffPart[] | null =>
  change.long ? textDiff(change.long.before, change.long.after) : null;

/** The translation key of a field's name; the console shows the raw key where it has none. */
export const fieldLabelKey = (field: string): string => `admin.field.${field}`;
