import { describe, expect, it } from 'vitest';
import { canIncrement, validatePassengerCounts } from './counts';
import {
  addPassenger,
  countPassengers,
  flightTypes,
  passengerTypes,
  removePassenger,
  resetPassengers,
  setFlightType,
  type BookingFormPassenger,
} from './passenger-list';

const ids = (list: readonly BookingFormPassenger[]) => list.map((p) => p.id);

describe('resetPassengers', () => {
  it('returns the single default main adult with blank fields', () => {
    const list = resetPassengers();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: 1,
      type: 'ADT',
      isMain: true,
      flightType: 'domestic',
      firstName: '',
      seats: [],
    });
  });

  it('can start on a given flight type', () => {
    expect(resetPassengers('international')[0]?.flightType).toBe('international');
  });

  it('returns a fresh list every time', () => {
    const a = resetPassengers();
    a[0]?.seats.push('12A');
    expect(resetPassengers()[0]?.seats).toEqual([]);
  });

  it('lists the types and flight types', () => {
    expect(passengerTypes).toEqual(['ADT', 'CHD', 'INF']);
    expect(flightTypes).toEqual(['domestic', 'international']);
  });
});

describe('addPassenger', () => {
  it('appends a passenger of the given type with the next id', () => {
    const list = addPassenger(addPassenger(resetPassengers(), 'CHD'), 'INF');
    expect(list.map((p) => [p.id, p.type, p.isMain])).toEqual([
      [1, 'ADT', true],
      [2, 'CHD', false],
      [3, 'INF', false],
    ]);
  });

  it('uses the largest id + 1, so ids stay unique after a removal', () => {
    let list = addPassenger(addPassenger(resetPassengers(), 'ADT'), 'ADT'); // 1, 2, 3
    list = removePassenger(list, 2); // 1, 3
    list = addPassenger(list, 'CHD');
    expect(ids(list)).toEqual([1, 3, 4]);
  });

  it('gives the new passenger the flight type of the list', () => {
    const list = addPassenger(setFlightType(resetPassengers(), 'international'), 'ADT');
    expect(list.map((p) => p.flightType)).toEqual(['international', 'international']);
  });

  it('starts ids at 1 and uses the default flight type on an empty list', () => {
    expect(addPassenger([], 'ADT')).toMatchObject([
      { id: 1, type: 'ADT', isMain: false, flightType: 'domestic' },
    ]);
  });

  it('does not change the list it is given', () => {
    const list = resetPassengers();
    addPassenger(list, 'CHD');
    expect(list).toHaveLength(1);
  });
});

describe('removePassenger', () => {
  it('filters by id', () => {
    const list = addPassenger(addPassenger(resetPassengers(), 'CHD'), 'INF');
    expect(ids(removePassenger(list, 2))).toEqual([1, 3]);
    expect(ids(removePassenger(list, 99))).toEqual([1, 2, 3]);
  });

  it('keeps the main passenger', () => {
    const list = addPassenger(resetPassengers(), 'ADT');
    expect(ids(removePassenger(list, 1))).toEqual([1, 2]);
  });
});

describe('setFlightType', () => {
  it('sets the flight type on every passenger and keeps their other fields', () => {
    const list = addPassenger(addPassenger(resetPassengers(), 'CHD'), 'INF').map((p) => ({
      ...p,
      firstName: `P${p.id}`,
    }));
    const changed = setFlightType(list, 'international');
    expect(changed.every((p) => p.flightType === 'international')).toBe(true);
    expect(changed.map((p) => p.firstName)).toEqual(['P1', 'P2', 'P3']);
    expect(list.every((p) => p.flightType === 'domestic')).toBe(true);
  });

  it('works on any passenger shape carrying the list fields', () => {
    const saved = [
      { id: 7, type: 'ADT' as const, isMain: true, flightType: 'domestic' as const, note: 'x' },
    ];
    expect(setFlightType(saved, 'international')).toEqual([
      { ...saved[0], flightType: 'international' },
    ]);
  });
});

describe('countPassengers', () => {
  it('counts the list by type so the count rules apply to it', () => {
    let list = resetPassengers();
    list = addPassenger(list, 'INF');
    list = addPassenger(list, 'CHD');
    list = addPassenger(list, 'CHD');
    expect(countPassengers(list)).toEqual({ adult: 1, child: 2, infant: 1 });
    expect(canIncrement(countPassengers(list), 'infant')).toBe(false);
    expect(validatePassengerCounts(countPassengers(addPassenger(list, 'INF')))).toBe(
      'oneInfantPerAdult',
    );
    expect(countPassengers([])).toEqual({ adult: 0, child: 0, infant: 0 });
  });
});
