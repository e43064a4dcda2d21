import bidiFactory from 'bidi-js';
import { stripDirectionControls } from '@parvaz/domain/format/bidi';

export type Direction = 'ltr' | 'rtl';

/** A piece of one line with one direction, its characters in logical (typed) order. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

const bidi = bidiFactory();

/**
 * Splits one line into direction runs in the order they appear from left to right (UAX #9
 * levels, reordering and mirrored brackets from bidi-js). Each run keeps its characters in
 * logical order: the shaper needs that to join Persian letters.
 */
export function visualRuns(line: string, base: Direction): readonly VisualRun[] {
  const key = `${base}|${line}`;
  let runs = runCache.get(key);
  if (!runs) {
    if (runCache.size >= runCacheLimit) runCache.clear();
    runs = splitRuns(line, base);
    runCache.set(key, runs);
  }
  return runs;
}

// A ticket measures and draws the same labels many times, and every ticket has the same labels.
const runCache = new Map<string, readonly VisualRun[]>();
const runCacheLimit = 5000;

function splitRuns(line: string, base: Direction): VisualRun[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, base);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = bidi.getReorderedIndices(line, embedding);
  const groups: Array<{ level: number; indices: number[] }> = [];
  let previous = -2;
  for (const index of order) {
    const level = embedding.levels[index] ?? 0;
    const last = groups.at(-1);
    if (last && last.level === level && Math.abs(index - previous) === 1) last.indices.push(index);
    else groups.push({ level, indices: [index] });
    previous = index;
  }
  const runs: VisualRun[] = [];
  for (const group of groups) {
    const logical = [...group.indices].sort((a, b) => a - b);
    // Direction controls (e.g. the LRM Intl puts in Persian money) steer the algorithm but are
    // never drawn.
    const text = stripDirectionControls(
      logical.map((i) => mirrored.get(i) ?? line[i] ?? '').join(''),
    );
    if (text !== '') runs.push({ text, rtl: group.level % 2 === 1 });
  }
  return runs;
}

const neutralScript = /[\p{Script=Common}\p{Script=Inherited}]/u;
const rightToLeftScript = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The direction fontkit (inside pdfkit) lays a string out in: that of the first character with a
 * script of its own. It reverses the glyphs of an Arabic-script string, so a run of Persian
 * digits, which the bidi algorithm keeps left-to-right, would come out backwards.
 */
export function shaperDirection(text: string): Direction {
  for (const char of text) {
    if (neutralScript.test(char)) continue;
    return rightToLeftScript.test(char) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}

/**
 * The string to hand the shaper so that it draws the run in its bidi direction. When the two
 * directions differ the run holds no joining letters (Arabic letters are always right-to-left in
 * UAX #9; a left-to-right run in Arabic script is digits and separators, and a right-to-left run
 * the shaper takes for left-to-right is punctuation and spaces), so reversing it is safe.
 */
export function shaperInput(run: VisualRun): string {
  const wanted: Direction = run.rtl ? 'rtl' : 'ltr';
  return shaperDirection(run.text) === wanted ? run.text : [...run.text].reverse().join('');
}
