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

const pluralForm = /_(zero|one|two|few|many|other)$/;

/**
 * A namespace's keys as the code asks for them: a plain key is its own entry, a plural key
 * (`hotels.nightsN_one`, `hotels.nightsN_other`, …) is one entry with its forms.
 */
function byKey(words: Record<string, string>): Map<string, Map<string, string>> {
  const keys = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(words)) {
    const form = pluralForm.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    const forms = keys.get(base) ?? new Map<string, string>();
    forms.set(form, text);
    keys.set(base, forms);
  }
  return keys;
}

/** The plural forms i18next asks a language for, by its own Intl.PluralRules. */
const formsOf = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * Every plural form any of the site's languages asks for (Arabic's six): each language carries
 * them all, so every locale file holds the same keys and none lacks a form its rules need.
 */
const siteForms = [...new Set(languages.flatMap(formsOf))].sort();

describe('locales', () => {
  it('has a folder per language and no stray namespace files', () => {
    for (const language of languages) {
      const files = readdirSync(join(localesDir, language)).sort();
      expect(files).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const namespace of namespaces) {
    it(`has every ${namespace} key in every language, non-empty, with the same placeholders`, () => {
      const english = byKey(readLocale('en', namespace));
      for (const language of languages) {
        const translated = byKey(readLocale(language, namespace));
        expect([...translated.keys()].sort(), `${language}/${namespace}`).toEqual(
          [...english.keys()].sort(),
        );
        for (const [key, forms] of translated) {
          const where = `${language}/${namespace}:${key}`;
          const englishForms = english.get(key) ?? new Map<string, string>();
          for (const text of forms.values()) expect(text.trim(), where).not.toBe('');
          if (!englishForms.has('other')) {
            expect([...forms.keys()], where).toEqual(['']);
            expect(placeholders(forms.get('') ?? ''), where).toEqual(
              placeholders(englishForms.get('') ?? ''),
            );
            continue;
          }
          // Every form of the site's languages, the language's own among them; a form may spell
          // its number out ("ليلتان"), so it names no placeholder the English "other" lacks.
          expect([...forms.keys()].sort(), where).toEqual(siteForms);
          for (const form of formsOf(language)) expect(forms.has(form), where).toBe(true);
          const allowed = placeholders(englishForms.get('other') ?? '');
          expect(placeholders(forms.get('other') ?? ''), where).toEqual(allowed);
          for (const [form, text] of forms)
            for (const name of placeholders(text))
              expect(allowed, `${where}_${form}`).toContain(name);
        }
      }
    });
  }

  it('translates every message key the domain declares, and no other', () => {
    expect(Object.keys(readLocale('en', 'messages')).sort()).toEqual([...messageKeys].sort());
  });
});
