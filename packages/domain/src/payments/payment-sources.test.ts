import { describe, expect, it } from 'vitest';
import {
  refusedSources,
  sourcesOfChoice,
  sourcesOfKind,
  walletFirstSplit,
} from './payment-sources';

describe('ways of paying', () => {
  it('splits a total between the wallet first and the card for the rest', () => {
    expect(walletFirstSplit(10_000, 3_000)).toEqual({ wallet: 3_000, card: 7_000 });
    expect(walletFirstSplit(10_000, 10_000)).toEqual({ wallet: 10_000, card: 0 });
    expect(walletFirstSplit(10_000, 25_000)).toEqual({ wallet: 10_000, card: 0 });
    expect(walletFirstSplit(10_000, 0)).toEqual({ wallet: 0, card: 10_000 });
    expect(walletFirstSplit(10_000, -5)).toEqual({ wallet: 0, card: 10_000 });
  });

  it('draws the wallet before the card', () => {
    expect(sourcesOfChoice('wallet+gateway')).toEqual(['wallet', 'gateway']);
    expect(sourcesOfChoice('gateway')).toEqual(['gateway']);
  });

  it('lets a top-up be paid only by card, and a booking by card, wallet or both', () => {
    expect(refusedSources(sourcesOfKind.topup, sourcesOfChoice('wallet+gateway'))).toEqual([
      'wallet',
    ]);
    expect(refusedSources(sourcesOfKind.booking, sourcesOfChoice('wallet+gateway'))).toEqual([]);
    expect(refusedSources(sourcesOfKind.hotel, ['agency_credit'])).toEqual(['agency_credit']);
  });
});
