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

/**
 * Unicode's direction controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). In a name they can make
 * "cv\u202efdp.exe" show as "cvexe.pdf".
 */
const directionControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * The text without any direction control: for names people give (file names), and for text
 * drawn glyph by glyph once its runs are known (the PDFs), where a control has nothing to draw.
 */
export function stripDirectionControls(text: string): string {
  return text.replace(directionControls, '');
}
