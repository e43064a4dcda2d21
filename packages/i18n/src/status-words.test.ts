import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownStatuses, statusKey, statusKeys } from '@parvaz/domain/format/status-words';
import { languages } from '@parvaz/domain/languages';
import { namespaces } from './index';
import { localesDir, readLocale } from './node';

/*
 * A state (a ticket Confirmed, a booking awaiting payment, a refused service…) has one word per
 * language, kept under `status.*` in common and shown through `statusKey`. This fails when a
 * locale file gives a state a key of its own again, or when code builds one.
 */

const stateNames = new Set<string>([
  ...shownStatuses,
  ...statusKeys.map((key) => key.slice('status.'.length)),
]);

/**
 * A key that names a state: `….<group>.<state>` where the group is a status list (`ssr.status`,
 * `profile.ticketStatus`, `desk.refundStatus`) or a ticket's (`booking.ticket`). Events and
 * notices (`tickets.event.refunded`, `tickets.bookingNotice.expired`) say what happened, not
 * what something is, and keep their sentences.
 */
function namesAState(key: string): boolean {
  const parts = key.replace(/^\w+:/, '').split('.');
  const state = parts.at(-1) ?? '';
  const group = parts.at(-2) ?? '';
  return stateNames.has(state) && (/status$/i.test(group) || group === 'ticket');
}

const sourceRoots = ['apps/web/src', 'apps/server/src'].map((root) =>
  join(localesDir, '../../..', root),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Prefixes whose values are not states: seat looks and support conversations. */
const otherStatusPrefixes = new Set(['booking.seatStatus', 'profile.supportStatus']);

describe('status words', () => {
  it('have one key per state, present in every language', () => {
    for (const language of languages) {
      const common = readLocale(language, 'common');
      for (const key of statusKeys) expect(common[key], `${language}:${key}`).toBeTruthy();
      const stray = Object.keys(common).filter(
        (key) => key.startsWith('status.') && !statusKeys.some((k) => k === key),
      );
      expect(stray, language).toEqual([]);
    }
  });

  it('give Confirmed the same key for a ticket, a booking and a service', () => {
    expect(statusKey('Confirmed')).toBe('status.confirmed');
    expect(statusKey('confirmed')).toBe('status.confirmed');
  });

  it('are not given a second key (and so a second word) anywhere in the locale files', () => {
    for (const language of languages) {
      for (const namespace of namespaces) {
        const second = Object.keys(readLocale(language, namespace)).filter(
          (key) => namesAState(key) && !(namespace === 'common' && key.startsWith('status.')),
        );
        expect(second, `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('are shown through statusKey: no page or document builds a status key of its own', () => {
    const ownKeys: string[] = [];
    const files = sourceRoots.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/[`'"]([\w.:]*(?:[sS]tatus|[tT]icket))\.\$\{/g)) {
        const prefix = match[1] ?? '';
        if (!otherStatusPrefixes.has(prefix)) ownKeys.push(`${file}: ${prefix}.\${…}`);
      }
      for (const match of text.matchAll(/[`'"]([\w.:]+)[`'"]/g)) {
        const key = match[1] ?? '';
        if (namesAState(key) && !key.replace(/^common:/, '').startsWith('status.')) {
          ownKeys.push(`${file}: ${key}`);
        }
      }
    }
    expect(ownKeys).toEqual([]);
  });

  it('read the same in the hint that explains them', () => {
    for (const language of languages) {
      const hint = readLocale(language, 'common')['ssr.statusHint'] ?? '';
      expect(hint, language).toContain('{{requested}}');
      expect(hint, language).toContain('{{confirmed}}');
      expect(hint, language).toContain('{{refused}}');
    }
  });
});
