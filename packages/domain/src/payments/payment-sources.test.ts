import { describe, expect, it } from 'vitest';
import {
  choiceInForce,
  offeredPaymentChoices,
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

  it('offers the wallet alone when it covers the total, with the card when it holds less', () => {
    expect(offeredPaymentChoices(10_000, null)).toEqual(['gateway']);
    expect(offeredPaymentChoices(10_000, 0)).toEqual(['gateway']);
    expect(offeredPaymentChoices(10_000, 3_000)).toEqual(['gateway', 'wallet+gateway']);
    expect(offeredPaymentChoices(10_000, 10_000)).toEqual(['gateway', 'wallet']);
    expect(offeredPaymentChoices(10_000, 12_000)).toEqual(['gateway', 'wallet']);
  });

  it('keeps a choice while it is offered, and falls back to the card when it is not', () => {
    const small = offeredPaymentChoices(10_000, 3_000);
    expect(choiceInForce('wallet+gateway', small)).toBe('wallet+gateway');
    expect(choiceInForce('wallet', small)).toBe('gateway');
    // A choice remembered from a visit with a wallet, now with none: the card.
    expect(choiceInForce('wallet+gateway', offeredPaymentChoices(10_000, null))).toBe('gateway');
    expect(choiceInForce('wallet', offeredPaymentChoices(10_000, 20_000))).toBe('wallet');
  });
});
