import { describe, expect, it } from 'vitest';
import { passengerCountsSchema } from '../contracts/passenger-counts';
import {
  canDecrement,
  canIncrement,
  defaultPassengerCounts,
  maxPassengers,
  passengerCountKeys,
  stepPassengerCount,
  totalPassengers,
  validatePassengerCounts,
  type PassengerCounts,
} from './counts';

const counts = (adult: number, child = 0, infant = 0): PassengerCounts => ({
  adult,
  child,
  infant,
});

describe('defaults and limits', () => {
  it('starts with one adult and allows nine people', () => {
    expect(defaultPassengerCounts).toEqual({ adult: 1, child: 0, infant: 0 });
    expect(maxPassengers).toBe(9);
    expect(passengerCountKeys).toEqual(['adult', 'child', 'infant']);
    expect(totalPassengers(counts(2, 3, 1))).toBe(6);
  });
});

describe('validatePassengerCounts', () => {
  it('accepts valid counts', () => {
    expect(validatePassengerCounts(defaultPassengerCounts)).toBeNull();
    expect(validatePassengerCounts(counts(9))).toBeNull();
    expect(validatePassengerCounts(counts(1, 8))).toBeNull();
    expect(validatePassengerCounts(counts(3, 3, 3))).toBeNull();
    expect(validatePassengerCounts(counts(1, 0, 1))).toBeNull();
  });

  it('requires an adult', () => {
    expect(validatePassengerCounts(counts(0))).toBe('required');
    expect(validatePassengerCounts(counts(0, 2))).toBe('required');
  });

  it('allows at most nine people, infants included', () => {
    expect(validatePassengerCounts(counts(10))).toBe('maxPassengers');
    expect(validatePassengerCounts(counts(1, 9))).toBe('maxPassengers');
    expect(validatePassengerCounts(counts(5, 4, 1))).toBe('maxPassengers');
    expect(validatePassengerCounts(counts(5, 0, 5))).toBe('maxPassengers');
  });

  it('allows one infant per adult', () => {
    expect(validatePassengerCounts(counts(1, 0, 2))).toBe('oneInfantPerAdult');
    expect(validatePassengerCounts(counts(2, 1, 3))).toBe('oneInfantPerAdult');
  });

  it('reports the rules in a fixed order', () => {
    expect(validatePassengerCounts(counts(0, 0, 1))).toBe('required');
    expect(validatePassengerCounts(counts(1, 8, 2))).toBe('maxPassengers');
  });

  it('rejects negative and fractional counts', () => {
    expect(validatePassengerCounts(counts(1, -1))).toBe('invalidValue');
    expect(validatePassengerCounts(counts(1.5))).toBe('invalidValue');
    expect(validatePassengerCounts(counts(Number.NaN))).toBe('invalidValue');
  });
});

describe('canIncrement', () => {
  it('allows adding while under nine people', () => {
    expect(canIncrement(counts(1), 'adult')).toBe(true);
    expect(canIncrement(counts(1), 'child')).toBe(true);
    expect(canIncrement(counts(1, 7), 'adult')).toBe(true);
  });

  it('refuses any tenth person, infants included', () => {
    expect(canIncrement(counts(9), 'adult')).toBe(false);
    expect(canIncrement(counts(1, 8), 'child')).toBe(false);
    expect(canIncrement(counts(4, 1, 4), 'adult')).toBe(false);
    expect(canIncrement(counts(5, 0, 4), 'infant')).toBe(false);
  });

  it('refuses a second infant for one adult', () => {
    expect(canIncrement(counts(1), 'infant')).toBe(true);
    expect(canIncrement(counts(1, 0, 1), 'infant')).toBe(false);
    expect(canIncrement(counts(2, 0, 1), 'infant')).toBe(true);
  });
});

describe('canDecrement', () => {
  it('keeps at least one adult', () => {
    expect(canDecrement(counts(1), 'adult')).toBe(false);
    expect(canDecrement(counts(2), 'adult')).toBe(true);
  });

  it('refuses to take away an adult an infant needs', () => {
    expect(canDecrement(counts(2, 0, 2), 'adult')).toBe(false);
    expect(canDecrement(counts(3, 0, 2), 'adult')).toBe(true);
  });

  it('never goes below zero for children and infants', () => {
    expect(canDecrement(counts(1), 'child')).toBe(false);
    expect(canDecrement(counts(1), 'infant')).toBe(false);
    expect(canDecrement(counts(1, 1, 1), 'child')).toBe(true);
    expect(canDecrement(counts(1, 1, 1), 'infant')).toBe(true);
  });
});

describe('stepPassengerCount', () => {
  it('applies allowed clicks without changing its argument', () => {
    const start = counts(1);
    expect(stepPassengerCount(start, 'child', 1)).toEqual(counts(1, 1));
    expect(stepPassengerCount(counts(2), 'adult', -1)).toEqual(counts(1));
    expect(start).toEqual(counts(1));
  });

  it('returns the same counts when a click is refused', () => {
    const full = counts(9);
    expect(stepPassengerCount(full, 'adult', 1)).toBe(full);
    const lap = counts(1, 0, 1);
    expect(stepPassengerCount(lap, 'infant', 1)).toBe(lap);
  });

  it('can never reach invalid counts by clicking from the default', () => {
    const seen = new Set<string>();
    const queue: PassengerCounts[] = [defaultPassengerCounts];
    while (queue.length > 0) {
      const current = queue.pop();
      if (!current) break;
      const key = JSON.stringify(current);
      if (seen.has(key)) continue;
      seen.add(key);
      expect(validatePassengerCounts(current)).toBeNull();
      for (const type of passengerCountKeys) {
        queue.push(stepPassengerCount(current, type, 1), stepPassengerCount(current, type, -1));
      }
    }
    // Every valid combination is reachable, too.
    let valid = 0;
    for (let a = 0; a <= 9; a++)
      for (let c = 0; c <= 9; c++)
        for (let i = 0; i <= 9; i++) if (validatePassengerCounts(counts(a, c, i)) === null) valid++;
    expect(seen.size).toBe(valid);
  });
});

describe('passengerCountsSchema', () => {
  const messages = (input: unknown) => {
    const result = passengerCountsSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('fills defaults for missing or empty fields', () => {
    expect(passengerCountsSchema.parse({})).toEqual(defaultPassengerCounts);
    expect(passengerCountsSchema.parse({ adult: '', child: '', infant: '' })).toEqual(
      defaultPassengerCounts,
    );
  });

  it('accepts numbers and form-encoded strings', () => {
    expect(passengerCountsSchema.parse({ adult: 2, child: 1, infant: 1 })).toEqual(counts(2, 1, 1));
    expect(passengerCountsSchema.parse({ adult: '2', child: '1', infant: '0' })).toEqual(
      counts(2, 1, 0),
    );
    expect(passengerCountsSchema.parse({ adult: ' 03 ' })).toEqual(counts(3));
  });

  it('normalises Persian and Arabic digits', () => {
    expect(passengerCountsSchema.parse({ adult: '۳', child: '٢', infant: '۱' })).toEqual(
      counts(3, 2, 1),
    );
  });

  it('reports the rules with their message keys', () => {
    expect(messages({ adult: '0' })).toEqual([['adult', 'required']]);
    expect(messages({ adult: '5', child: '5' })).toEqual([['', 'maxPassengers']]);
    expect(messages({ adult: '1', infant: '2' })).toEqual([['infant', 'oneInfantPerAdult']]);
  });

  it('reports malformed fields', () => {
    expect(messages({ adult: 'two' })).toEqual([['adult', 'digitsOnly']]);
    expect(messages({ child: '-1' })).toEqual([['child', 'digitsOnly']]);
    expect(messages({ child: '1.5' })).toEqual([['child', 'digitsOnly']]);
    expect(messages({ child: 1.5 })).toEqual([['child', 'invalidValue']]);
    expect(messages({ child: -1 })).toEqual([['child', 'invalidValue']]);
    expect(messages({ child: true })).toEqual([['child', 'invalidValue']]);
    expect(messages({ adult: '9'.repeat(30) })).toEqual([['adult', 'maxPassengers']]);
  });
});
