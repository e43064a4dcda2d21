import { describe, expect, it } from 'vitest';
import { serviceCarrier, servicesOfPassenger } from './passenger-services';

const passengers = [{ type: 'CHD' }, { type: 'ADT' }, { type: 'ADT' }] as const;

describe('servicesOfPassenger', () => {
  const services = [
    { code: 'WCHR', passenger: 1 },
    { code: 'XBAG', passenger: 2 },
    { code: 'PET', passenger: null },
  ];

  it('gives each passenger only the services recorded for them', () => {
    expect(servicesOfPassenger(services, passengers, 2).map((s) => s.code)).toEqual(['XBAG']);
    expect(servicesOfPassenger(services, passengers, 0)).toEqual([]);
  });

  it('puts a service recorded for nobody with the main adult', () => {
    expect(serviceCarrier(passengers)).toBe(1);
    expect(servicesOfPassenger(services, passengers, 1).map((s) => s.code)).toEqual([
      'WCHR',
      'PET',
    ]);
    expect(serviceCarrier([{ type: 'CHD' }])).toBe(0);
  });
});
