import { describe, expect, it } from 'vitest';
import { languages } from '../languages';
import { collatorFor, isComplete, wrongScriptLanguages } from './localized';
import { citiesOfProvince, listProvinces, provinceCities, provinces } from './provinces';

describe('provinces', () => {
  it('are the 31 provinces of Iran with ids 1..31', () => {
    expect(provinces.map((p) => p.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(new Set(provinces.map((p) => p.name.en)).size).toBe(31);
  });

  it('are named in every language, each in its own script', () => {
    for (const province of provinces) {
      expect(isComplete(province.name), province.name.en).toBe(true);
      expect(wrongScriptLanguages(province.name), province.name.en).toEqual([]);
    }
  });

  it.each(languages)('are listed sorted in %s', (language) => {
    const list = listProvinces(language);
    expect(list).toHaveLength(31);
    expect(new Set(list.map((p) => p.id)).size).toBe(31);
    const collator = collatorFor(language);
    for (let i = 1; i < list.length; i++) {
      expect(collator.compare(list[i - 1]?.name ?? '', list[i]?.name ?? '')).toBeLessThanOrEqual(0);
    }
  });

  it('are numbered in Persian alphabetical order', () => {
    expect(listProvinces('fa').map((p) => p.id)).toEqual(provinces.map((p) => p.id));
  });

  it('carry the usual names', () => {
    const english = listProvinces('en').map((p) => p.name);
    expect(english).toEqual(
      expect.arrayContaining(['Tehran', 'Razavi Khorasan', 'Fars', 'Hormozgan']),
    );
    expect(listProvinces('fa')[0]?.name).toBe('آذربایجان شرقی');
    expect(listProvinces('ar').find((p) => p.id === 8)?.name).toBe('طهران');
  });
});

describe('province cities', () => {
  it('have unique ids that encode their province', () => {
    expect(new Set(provinceCities.map((c) => c.id)).size).toBe(provinceCities.length);
    for (const city of provinceCities) expect(Math.floor(city.id / 100)).toBe(city.provinceId);
  });

  it('give each province its capital first and 3 to 6 other cities', () => {
    for (const province of provinces) {
      const list = provinceCities.filter((c) => c.provinceId === province.id);
      expect(list[0]?.id, province.name.en).toBe(province.id * 100 + 1);
      expect(list.length, province.name.en).toBeGreaterThanOrEqual(4);
      expect(list.length, province.name.en).toBeLessThanOrEqual(7);
    }
  });

  it('are named in every language, each in its own script', () => {
    for (const city of provinceCities) {
      expect(isComplete(city.name), city.name.en).toBe(true);
      expect(wrongScriptLanguages(city.name), city.name.en).toEqual([]);
    }
  });

  it('start with Tehran for Tehran province', () => {
    const fa = citiesOfProvince(8, 'fa');
    expect(fa?.[0]).toEqual({ id: 801, name: 'تهران', provinceId: 8 });
    expect(citiesOfProvince(8, 'en')?.[0]?.name).toBe('Tehran');
    expect(citiesOfProvince(11, 'en')?.[0]?.name).toBe('Mashhad');
    expect(citiesOfProvince(8, 'tr')?.every((c) => c.provinceId === 8)).toBe(true);
  });

  it('are undefined for an unknown province', () => {
    expect(citiesOfProvince(0, 'fa')).toBeUndefined();
    expect(citiesOfProvince(32, 'en')).toBeUndefined();
    expect(citiesOfProvince(Number.NaN, 'en')).toBeUndefined();
  });
});
