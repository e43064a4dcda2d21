import { diffWords } from 'diff';

// What an audit record changed, field by field, as the console lists it: the fields whose value
// differs between before and after. A short value is shown whole on each side; a long text (a
// page's body) as a text diff, the changed passages with some words of context around them and
// the unchanged stretches between them elided, so the change itself is visible however long the
// text is.

/** A run of a text diff: kept, taken out or put in; `…` elides unchanged text between changes. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added' | 'elided';
  text: string;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** The change as a text diff, when either side is too long to show whole; null otherwise. */
  diff: DiffPart[] | null;
}

const maxLength = 160;
/** Characters of unchanged text kept on each side of a change. */
export const contextLength = 60;

const textOf = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
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

// Words as Unicode segments them: Persian and Arabic digits and letters stay whole words.
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The difference of two texts word by word, the unchanged stretches cut to their context. */
export function textDiff(before: string, after: string): DiffPart[] {
  const changes = diffWords(before, after, { intlSegmenter: wordSegmenter });
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

/** The fields that differ, in the order they first appear (after's first, then before's). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(is), ...Object.keys(was)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => {
      const from = textOf(was[field]);
      const to = textOf(is[field]);
      const long = from.length > maxLength || to.length > maxLength;
      return {
        field,
        before: shortened(from),
        after: shortened(to),
        diff: long && from !== '' && to !== '' ? textDiff(from, to) : null,
      };
    });
}

/** The translation key of a field's name; the console shows the raw key where it has none. */
export const fieldLabelKey = (field: string): string => `admin.field.${field}`;
