import { describe, expect, it } from 'vitest';
import { partyFees, partyPrice, seatsNeeded } from './pricing';

const offer = {
  adultFare: 1000,
  childFare: 750,
  infantFare: 100,
  adultFee: 20,
  childFee: 15,
  infantFee: 0,
};

describe('partyPrice', () => {
  it('prices each passenger type with the fee and the party with and without fees', () => {
    expect(partyPrice(offer, { adult: 2, child: 1, infant: 1 })).toEqual({
      adult: 1020,
      child: 765,
      infant: 100,
      total: 2000 + 750 + 100,
      final: 2040 + 765 + 100,
    });
  });

  it("tells the agency's fees of the party apart", () => {
    expect(partyFees(partyPrice(offer, { adult: 2, child: 1, infant: 1 }))).toBe(2 * 20 + 15);
  });

  it('counts seats for adults and children only', () => {
    expect(seatsNeeded({ adult: 2, child: 1, infant: 2 })).toBe(3);
  });
});
