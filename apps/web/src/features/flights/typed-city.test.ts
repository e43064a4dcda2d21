import { describe, expect, it } from 'vitest';
import type { CityOption } from './cities-api';
import { cityOfTyped, withTypedCities } from './typed-city';

const city = (code: string, name: string, airports: string[] = []): CityOption => ({
  code,
  name,
  country: 'Iran',
  airports: airports.map((airport) => ({ code: airport, name: airport, timeZone: 'Asia/Tehran' })),
});
const cities = [
  city('MHD', 'Mashhad'),
  city('THRC', 'Tehran', ['IKA', 'THR']),
  city('SYZ', 'Shiraz'),
  city('ABD', 'Abadan'),
  city('AZD', 'Yazd'),
];

describe('the city a typed text names', () => {
  it('reads a whole name, in any case and with spaces around it', () => {
    expect(cityOfTyped(cities, ' mashhad ')).toBe('MHD');
  });

  it('reads a part of one city only, or an airport code', () => {
    expect(cityOfTyped(cities, 'Shir')).toBe('SYZ');
    expect(cityOfTyped(cities, 'IKA')).toBe('THRC');
  });

  it('names no city when the text matches several, none, or is empty', () => {
    expect(cityOfTyped(cities, 'ad')).toBe('');
    expect(cityOfTyped(cities, 'Paris')).toBe('');
    expect(cityOfTyped(cities, '  ')).toBe('');
  });

  it('prefers the city whose name the text is over others that contain it', () => {
    expect(cityOfTyped([...cities, city('XYZ', 'New Shiraz')], 'Shiraz')).toBe('SYZ');
  });
});

describe('an address with typed cities', () => {
  const fields = { origin: 'originText', destination: 'destinationText' };
  const resolve = (query: string) =>
    withTypedCities(new URLSearchParams(query), cities, fields)?.toString() ?? null;

  it('gets the codes of the cities typed, and loses the texts', () => {
    expect(
      resolve('originText=Mashhad&origin=&destinationText=Tehran&destination=THRC&adult=2'),
    ).toBe('origin=MHD&destination=THRC&adult=2');
  });

  it('keeps a code already chosen, and leaves a text naming no city without one', () => {
    expect(resolve('originText=Paris&origin=&destinationText=Yazd&destination=SYZ')).toBe(
      'origin=&destination=SYZ',
    );
  });

  it('is not needed for an address without typed text', () => {
    expect(resolve('origin=MHD&destination=THRC')).toBeNull();
  });
});
