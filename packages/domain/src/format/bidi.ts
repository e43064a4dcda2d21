/*
 * Codes, numbers and times written in Latin letters inside right-to-left text ("W51000 A300-600",
 * "(IKA)", "12:05") must read as one left-to-right run, whatever surrounds them. In markup the
 * web app wraps them in <bdi dir="ltr"> (components/ltr-text.tsx); plain strings (labels,
 * titles, option texts, e-mails) get Unicode's isolates, which do the same job.
 */

const leftToRightIsolate = '\u2066';
const popDirectionalIsolate = '\u2069';

/** The text as an isolated left-to-right run; empty text stays empty. */
export function isolateLtr(text: string): string {
  return text === '' ? text : `${leftToRightIsolate}${text}${popDirectionalIsolate}`;
}

/** The text without the isolates `isolateLtr` adds, for comparisons and search. */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
