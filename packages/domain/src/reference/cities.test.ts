import { describe, expect, it } from 'vitest';
import { languages } from '../languages';
import { airportByCode, airports, airportTimeZones } from './airports';
import { listCities } from './city-list';
import { cities, cityByCode, findCityOfAirport, isInternationalRoute } from './cities';
import { isComplete, wrongScriptLanguages } from './localized';
import { provinceOf } from './provinces';

/** Rough bounding boxes, enough to catch a swapped latitude/longitude or a wrong sign. */
const bounds = {
  IR: { lat: [25, 40], lon: [44, 64] },
  OM: { lat: [16.5, 26.5], lon: [52, 60] },
  TR: { lat: [35.8, 42.2], lon: [25.6, 45] },
} as const;

describe('cities', () => {
  it('have unique codes: the IATA code of a single airport, or three letters and C', () => {
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
    for (const city of cities) {
      expect(city.airports.length, city.code).toBeGreaterThan(0);
      if (city.airports.length === 1) expect(city.airports[0]).toBe(city.code);
      else expect(city.code).toMatch(/^[A-Z]{3}C$/);
    }
  });

  it('list airports that exist and point back to them', () => {
    for (const city of cities) {
      for (const code of city.airports) {
        expect(airportByCode(code)?.cityCode, `${city.code} ${code}`).toBe(city.code);
      }
    }
  });

  it('give every Iranian city a real province and no province elsewhere', () => {
    for (const city of cities) {
      if (city.countryCode === 'IR')
        expect(provinceOf(city.provinceId ?? 0), city.code).toBeDefined();
      else expect(city.provinceId, city.code).toBeUndefined();
    }
  });

  it('are named in every language, each in its own script', () => {
    for (const city of cities) {
      expect(isComplete(city.name), city.code).toBe(true);
      expect(wrongScriptLanguages(city.name), city.code).toEqual([]);
    }
  });

  it('cover Iran, Oman and Türkiye', () => {
    const count = (country: string) => cities.filter((c) => c.countryCode === country).length;
    expect(count('IR')).toBeGreaterThanOrEqual(30);
    expect(count('OM')).toBe(5);
    expect(count('TR')).toBeGreaterThanOrEqual(20);
  });

  it('include the cities of the six home routes', () => {
    for (const code of ['MHD', 'THRC', 'KIH', 'SYZ']) expect(cityByCode(code), code).toBeDefined();
  });

  it('group Mehrabad and Imam Khomeini under Tehran, Istanbul and Sabiha Gökçen under Istanbul', () => {
    expect(cityByCode('THRC')?.airports).toEqual(['THR', 'IKA']);
    expect(cityByCode('ISTC')?.airports).toEqual(['IST', 'SAW']);
    expect(cityByCode('thrc')?.name.fa).toBe('تهران');
  });

  it('are found from any of their airports', () => {
    expect(findCityOfAirport('IKA')?.code).toBe('THRC');
    expect(findCityOfAirport('thr')?.code).toBe('THRC');
    expect(findCityOfAirport('SAW')?.code).toBe('ISTC');
    expect(findCityOfAirport('MHD')?.name.en).toBe('Mashhad');
    expect(findCityOfAirport('XXX')).toBeUndefined();
    expect(cityByCode('NOPE')).toBeUndefined();
  });
});

describe('airports', () => {
  it('have unique three-letter IATA codes and belong to a city that lists them', () => {
    expect(new Set(airports.map((a) => a.code)).size).toBe(airports.length);
    for (const airport of airports) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/);
      expect(cityByCode(airport.cityCode)?.airports, airport.code).toContain(airport.code);
    }
  });

  it('have valid time zones matching their country', () => {
    for (const airport of airports) {
      expect(
        () => new Intl.DateTimeFormat(undefined, { timeZone: airport.timeZone }),
      ).not.toThrow();
      const country = findCityOfAirport(airport.code)?.countryCode;
      expect(country && airportTimeZones[country], airport.code).toBe(airport.timeZone);
    }
  });

  it('lie inside their country', () => {
    for (const airport of airports) {
      const country = findCityOfAirport(airport.code)?.countryCode ?? 'IR';
      const box = bounds[country];
      expect(airport.latitude, airport.code).toBeGreaterThanOrEqual(box.lat[0]);
      expect(airport.latitude, airport.code).toBeLessThanOrEqual(box.lat[1]);
      expect(airport.longitude, airport.code).toBeGreaterThanOrEqual(box.lon[0]);
      expect(airport.longitude, airport.code).toBeLessThanOrEqual(box.lon[1]);
    }
  });

  it('are named in every language, each in its own script', () => {
    for (const airport of airports) {
      expect(isComplete(airport.name), airport.code).toBe(true);
      expect(wrongScriptLanguages(airport.name), airport.code).toEqual([]);
    }
    expect(airportByCode('THR')?.name.en).toBe('Mehrabad International Airport');
    expect(airportByCode('thr')?.name.fa).toBe('فرودگاه بین\u200cالمللی مهرآباد');
    expect(airportByCode('IKA')?.name.tr).toBe('İmam Humeyni Uluslararası Havalimanı');
  });

  it('carry the IATA codes of the cities they serve', () => {
    // prettier-ignore
    const expected: Record<string, string> = {
      KIH: 'Kish', GSM: 'Qeshm', ZBR: 'Chabahar', BND: 'Bandar Abbas', PGU: 'Asaluyeh',
      LRR: 'Lar', ABD: 'Abadan', AWZ: 'Ahvaz', RAS: 'Rasht', SRY: 'Sari', GBT: 'Gorgan',
      OMH: 'Urmia', TBZ: 'Tabriz', IFN: 'Isfahan', AZD: 'Yazd', KER: 'Kerman', ZAH: 'Zahedan',
      BUZ: 'Bushehr', KSH: 'Kermanshah', ADU: 'Ardabil', HDM: 'Hamadan', JWN: 'Zanjan',
      XBJ: 'Birjand', BJB: 'Bojnord', IIL: 'Ilam', KHD: 'Khorramabad', SDG: 'Sanandaj',
      YES: 'Yasuj', CQD: 'Shahrekord', DEF: 'Dezful', BXR: 'Bam', AFZ: 'Sabzevar',
      SNX: 'Semnan', JYR: 'Jiroft', MCT: 'Muscat', SLL: 'Salalah', DQM: 'Duqm', OHS: 'Sohar',
      KHS: 'Khasab', IST: 'Istanbul', SAW: 'Istanbul', ESB: 'Ankara', ADB: 'Izmir',
      AYT: 'Antalya', TZX: 'Trabzon', COV: 'Adana', DLM: 'Dalaman', BJV: 'Bodrum',
      GZT: 'Gaziantep', ASR: 'Kayseri', KYA: 'Konya', VAN: 'Van', ERZ: 'Erzurum',
      DIY: 'Diyarbakır',
    };
    for (const [code, city] of Object.entries(expected)) {
      expect(findCityOfAirport(code)?.name.en, code).toBe(city);
    }
  });
});

describe('listCities', () => {
  it('answers the getCities shape in the language asked for', () => {
    const tehran = listCities('fa').find((c) => c.code === 'THRC');
    expect(tehran).toEqual({
      code: 'THRC',
      name: 'تهران',
      country: 'ایران',
      countryCode: 'IR',
      airports: [
        { code: 'THR', name: 'فرودگاه بین\u200cالمللی مهرآباد', timeZone: 'Asia/Tehran' },
        { code: 'IKA', name: 'فرودگاه بین\u200cالمللی امام خمینی', timeZone: 'Asia/Tehran' },
      ],
    });
    const istanbul = listCities('tr').find((c) => c.code === 'ISTC');
    expect(istanbul?.country).toBe('Türkiye');
    expect(istanbul?.airports.map((a) => a.timeZone)).toEqual([
      'Europe/Istanbul',
      'Europe/Istanbul',
    ]);
    expect(listCities('ar').find((c) => c.code === 'MCT')?.airports[0]?.timeZone).toBe(
      'Asia/Muscat',
    );
  });

  it.each(languages)('lists every city with its airports in %s', (language) => {
    const list = listCities(language);
    expect(list).toHaveLength(cities.length);
    for (const city of list) {
      expect(city.name.trim()).not.toBe('');
      expect(city.country.trim()).not.toBe('');
      expect(city.airports.length).toBe(cityByCode(city.code)?.airports.length);
    }
  });
});

describe('isInternationalRoute', () => {
  it('is true across a border, false within one country, and true for a city it does not know', () => {
    expect(isInternationalRoute('MHD', 'THRC')).toBe(false);
    expect(isInternationalRoute('THRC', 'ISTC')).toBe(true);
    expect(isInternationalRoute('thrc', 'mct')).toBe(true);
    expect(isInternationalRoute('THRC', 'XXX')).toBe(true);
  });
});
