import { describe, expect, it } from 'vitest';
import { noServices } from '../../lib/services/service-choices';
import { addServicesFieldOf, type ServicesOffer } from './ssr-form';
import { addServicesProblems } from './ssr-form-rules';

const offers: ServicesOffer['offers'] = [
  { code: 'XBAG', unit: 'kg', price: 150_000, currency: 'IRR', filed: 150_000, max: 20 },
  { code: 'PET', unit: 'each', price: 2_000_000, currency: 'IRR', filed: 2_000_000, max: 1 },
];
const animal = { type: 'cat' as const, color: '', breed: '', healthCode: '', weight: '4' };

describe('adding services after the sale', () => {
  it('keeps the kilograms within what the flights can still take', () => {
    const services = { ...noServices(), excessBaggageKg: 21, cargoKg: 1 };
    expect(addServicesProblems({ services }, offers)).toEqual({
      'services.excessBaggageKg': { key: 'tooLarge', params: { max: 20 } },
      'services.cargoKg': { key: 'tooLarge', params: { max: 0 } },
    });
    expect(
      addServicesProblems({ services: { ...noServices(), excessBaggageKg: 20 } }, offers),
    ).toEqual({});
  });

  it('runs the animal rules with the places left', () => {
    const problems = addServicesProblems(
      { services: { ...noServices(), animals: [animal, { ...animal, weight: '' }] } },
      offers,
    );
    expect(problems['services.animals']).toEqual({ key: 'animalNoSpace', params: {} });
    expect(problems['services.animals.1.weight']).toEqual({ key: 'required', params: {} });
  });

  it('names the form field of a server error', () => {
    expect(addServicesFieldOf('services.animals')).toBe('services.animals');
    expect(addServicesFieldOf('services.animals.2.weight')).toBe('services.animals.2.weight');
    expect(addServicesFieldOf('services.animals.2.owner')).toBeNull();
    expect(addServicesFieldOf('access')).toBeNull();
  });
});
