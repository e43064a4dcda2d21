import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@parvaz/domain/languages';
import { messageKeys } from '@parvaz/domain/messages';
import { namespaces } from './index';
import { localesDir, readLocale } from './node';

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('locales', () => {
  it('has a folder per language and no stray namespace files', () => {
    for (const language of languages) {
      const files = readdirSync(join(localesDir, language)).sort();
      expect(files).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const namespace of namespaces) {
    it(`has every ${namespace} key in every language, non-empty, with the same placeholders`, () => {
      const english = readLocale('en', namespace);
      for (const language of languages) {
        const translated = readLocale(language, namespace);
        expect(Object.keys(translated).sort(), `${language}/${namespace}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, text] of Object.entries(translated)) {
          expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
            placeholders(english[key] ?? ''),
          );
        }
      }
    });
  }

  it('translates every message key the domain declares, and no other', () => {
    expect(Object.keys(readLocale('en', 'messages')).sort()).toEqual([...messageKeys].sort());
  });
});
