import { describe, expect, it } from 'vitest';
import { matchChoices } from './choice-match';

const days = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const countries = [
  { value: 'IRN', label: 'Iran' },
  { value: 'TUR', label: 'Türkiye' },
  { value: 'OMN', label: 'Oman' },
  { value: 'ROU', label: 'Romania' },
];

describe('matchChoices', () => {
  it('keeps every choice for an empty text', () => {
    expect(matchChoices(countries, '  ')).toHaveLength(4);
  });

  it('matches a number by its start, in Persian or Arabic digits too', () => {
    expect(matchChoices(days, '1').map((d) => d.value)).toEqual([
      '1',
      ...Array.from({ length: 10 }, (_, i) => String(10 + i)),
    ]);
    expect(matchChoices(days, '۲۳').map((d) => d.value)).toEqual(['23']);
    expect(matchChoices(days, '٣').map((d) => d.value)).toEqual(['3', '30', '31']);
  });

  it('puts an exact code first, then names that contain the text, ignoring case and accents', () => {
    expect(matchChoices(countries, 'irn').map((c) => c.value)).toEqual(['IRN']);
    expect(matchChoices(countries, 'turkiye').map((c) => c.value)).toEqual(['TUR']);
    expect(matchChoices(countries, 'man').map((c) => c.value)).toEqual(['OMN', 'ROU']);
    expect(matchChoices(countries, 'rou').map((c) => c.value)).toEqual(['ROU']);
  });

  it('leaves nothing when nothing matches', () => {
    expect(matchChoices(countries, 'xyz')).toEqual([]);
    expect(matchChoices(days, '40')).toEqual([]);
  });
});
