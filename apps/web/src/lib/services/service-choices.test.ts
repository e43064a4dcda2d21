import { describe, expect, it } from 'vitest';
import { animalErrors } from './animal-rules';
import {
  hasChoices,
  noServices,
  servicesBody,
  servicesTotal,
  type ServiceOffer,
} from './service-choices';

const offers: ServiceOffer[] = [
  { code: 'WCHR', unit: 'each', price: 0, currency: 'IRR', filed: 0, max: 1 },
  { code: 'XBAG', unit: 'kg', price: 150_000, currency: 'IRR', filed: 150_000, max: 30 },
  { code: 'CARGO', unit: 'kg', price: 90_000, currency: 'IRR', filed: 90_000, max: 100 },
  { code: 'PET', unit: 'each', price: 2_000_000, currency: 'IRR', filed: 2_000_000, max: 2 },
];
const base = { color: '', breed: '', healthCode: '', weight: '' };

describe('service choices', () => {
  it('asks for the type first, one type for all, and no more than the places left', () => {
    const errors = animalErrors(
      [
        { ...base, type: 'dog', weight: '5' },
        { ...base, type: 'cat', weight: '3' },
        { ...base, type: '', color: 'black' },
      ],
      2,
    );
    expect(errors['services.animals']).toEqual({ key: 'animalNoSpace' });
    expect(errors['services.animals.1.type']).toEqual({ key: 'animalsSameType' });
    expect(errors['services.animals.2.type']).toEqual({ key: 'animalTypeFirst' });
  });

  it('adds each service at its unit price', () => {
    const chosen = {
      wheelchair: true,
      excessBaggageKg: 10,
      cargoKg: 2,
      animals: [{ ...base, type: 'cat' as const, weight: '4' }],
    };
    expect(servicesTotal(chosen, offers)).toBe(10 * 150_000 + 2 * 90_000 + 2_000_000);
    expect(hasChoices(noServices())).toBe(false);
    expect(hasChoices({ ...noServices(), wheelchair: true })).toBe(true);
  });

  it('writes the request as the API takes it', () => {
    expect(
      servicesBody({
        wheelchair: false,
        excessBaggageKg: 10,
        cargoKg: 0,
        animals: [{ type: 'dog', color: ' black ', breed: '', healthCode: 'H1', weight: '7' }],
      }),
    ).toEqual({
      wheelchair: '0',
      excessBaggageKg: 10,
      cargoKg: 0,
      animals: [{ type: 'dog', color: 'black', breed: '', healthCode: 'H1', weight: 7 }],
    });
  });
});
