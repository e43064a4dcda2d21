import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import type { BookingPassenger } from '@parvaz/domain/passengers/passenger-rules';
import { describe, expect, it } from 'vitest';
import { emptyPassengerValues, valuesOfSaved } from '../../lib/passengers/passenger-values';
import { passengersToSave, savedChoicesFor, savedOnCard } from './saved-passengers';

const sara: BookingPassenger = {
  type: 'ADT',
  firstName: 'SARA',
  lastName: 'AHMADI',
  gender: 'F',
  birth_date: '1990-04-02',
  nationality: 'IRN',
  country: '',
  national_id: '3712456808',
  passport_number: '',
  expire_date: '',
};
const savedSara: SavedPassenger = {
  id: 7,
  ...sara,
  gender: 'F',
  birth_country: '',
  passport_country: '',
  certificate_number: '',
  email: '',
  phone: '',
};

describe('saving booked passengers for next time', () => {
  it('adds a passenger not in the list yet, once even if booked twice', () => {
    const plan = passengersToSave([sara, { ...sara }], []);
    expect(plan.insert).toEqual([sara]);
    expect(plan.update).toEqual([]);
  });

  it('leaves an unchanged saved passenger alone', () => {
    expect(passengersToSave([sara], [savedSara])).toEqual({ insert: [], update: [] });
  });

  it('brings a saved passenger up to date and keeps a passport the booking did not need', () => {
    const saved = {
      ...savedSara,
      passport_number: 'X1234567',
      expire_date: '2030-01-01',
      email: 'sara@example.com',
    };
    const plan = passengersToSave([{ ...sara, lastName: 'AHMADI RAD' }], [saved]);
    expect(plan.insert).toEqual([]);
    expect(plan.update).toEqual([
      {
        id: 7,
        body: {
          ...savedSara,
          id: undefined,
          lastName: 'AHMADI RAD',
          passport_number: 'X1234567',
          expire_date: '2030-01-01',
          // The profile's own fields, which a booking does not ask, are kept.
          email: 'sara@example.com',
        },
      },
    ]);
  });

  it('brings up to date a saved passenger whose booking named where they live', () => {
    const plan = passengersToSave([{ ...sara, country: 'TUR' }], [savedSara]);
    expect(plan.update).toEqual([{ id: 7, body: { ...savedSara, id: undefined, country: 'TUR' } }]);
  });

  it('tells apart people by nationality and document, and skips one without a document', () => {
    const foreigner = {
      ...sara,
      nationality: 'DEU',
      national_id: '',
      passport_number: 'C01X00T47',
      expire_date: '2031-05-01',
    };
    const noDocument = { ...sara, national_id: '' };
    const plan = passengersToSave([foreigner, noDocument], [savedSara]);
    expect(plan.insert).toEqual([foreigner]);
    expect(plan.update).toEqual([]);
  });
});

describe('picking saved passengers into the cards', () => {
  const child: SavedPassenger = {
    ...savedSara,
    id: 8,
    firstName: 'NIMA',
    birth_date: '2018-06-01',
    national_id: '0499370899',
  };
  const saved = [savedSara, child];
  const adultCard = emptyPassengerValues('ADT', 'IRN', 'gregorian');
  const childCard = emptyPassengerValues('CHD', 'IRN', 'gregorian');

  it('offers a card the saved passengers of its type by age on the first flight', () => {
    const cards = [adultCard, childCard];
    expect(savedChoicesFor(0, cards, saved, '2026-12-01').map((s) => s.id)).toEqual([7]);
    expect(savedChoicesFor(1, cards, saved, '2026-12-01').map((s) => s.id)).toEqual([8]);
    // Twelve by the day of the flight: an adult then.
    expect(savedChoicesFor(1, cards, saved, '2030-06-01')).toEqual([]);
  });

  it('does not offer one already on another card, and knows which one a card holds', () => {
    const picked = { ...valuesOfSaved(savedSara, 'gregorian') };
    const cards = [picked, { ...adultCard }];
    expect(savedChoicesFor(1, cards, saved, '2026-12-01')).toEqual([]);
    expect(savedOnCard(picked, saved)?.id).toBe(7);
    expect(savedOnCard(adultCard, saved)).toBeNull();
  });
});
