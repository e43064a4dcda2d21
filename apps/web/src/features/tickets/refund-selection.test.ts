import type { RulesResponse, TicketLine } from '@parvaz/domain/contracts/tickets';
import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  isRefundable,
  refundQuote,
  refundableTickets,
  toggleTicket,
} from './refund-selection';
import { refundProblems } from './refund-form-rules';

const line = (over: Partial<TicketLine>): TicketLine => ({
  ticketNumber: '0960000000042',
  passenger: 'ALI REZAEI',
  passengerType: 'ADT',
  direction: 'departure',
  flightNumber: 'IR 452',
  origin: 'MHD',
  destination: 'THR',
  departureTime: '2026-12-01T07:45:00+03:30',
  status: 'Confirmed',
  fare: 10_000_000,
  refundPercent: null,
  refundAmount: null,
  ...over,
});

const rules = (
  ticketNumber: string,
  modes: Partial<
    Record<'Normal' | 'Cancel' | 'Delay' | 'NoShow', Partial<RulesResponse['modes'][number]>>
  >,
): RulesResponse => ({
  ticketNumber,
  rules: { penalties: [{ hoursBefore: 0, percent: 30 }], noShowPercent: 70 },
  fare: 10_000_000,
  currency: 'IRR',
  departureTime: '2026-12-01T07:45:00+03:30',
  modes: (['Normal', 'Cancel', 'Delay', 'NoShow'] as const).map((mode) => ({
    mode,
    allowed: true,
    reason: '',
    refundPercent: 70,
    penaltyPercent: 30,
    refundAmount: 7_000_000,
    settle: 'now' as const,
    ...modes[mode],
  })),
});

describe('which tickets can be refunded', () => {
  it('takes issued tickets that are confirmed, or whose refund was rejected', () => {
    expect(isRefundable(line({}))).toBe(true);
    expect(isRefundable(line({ status: 'refundRejected' }))).toBe(true);
    expect(isRefundable(line({ ticketNumber: null }))).toBe(false);
    for (const status of ['NotVerified', 'refundRequest', 'refunded'] as const)
      expect(isRefundable(line({ status }))).toBe(false);
  });

  it('lists them in the booking’s order', () => {
    const info = {
      tickets: [
        line({ ticketNumber: 'A' }),
        line({ ticketNumber: 'B', status: 'refunded' }),
        line({ ticketNumber: 'C' }),
      ],
    };
    expect(refundableTickets(info).map((t) => t.ticketNumber)).toEqual(['A', 'C']);
  });
});

describe('choosing tickets', () => {
  it('adds and removes, keeping the booking’s order', () => {
    const order = ['A', 'B', 'C'];
    expect(toggleTicket([], 'C', order)).toEqual(['C']);
    expect(toggleTicket(['C'], 'A', order)).toEqual(['A', 'C']);
    expect(toggleTicket(['A', 'C'], 'A', order)).toEqual(['C']);
  });
});

describe('the refund form’s rules', () => {
  it('asks for a ticket and a mode with the product’s messages', () => {
    const problems = refundProblems({ tickets: [], mode: '' }, 'token', ['A']);
    expect(problems.tickets?.key).toBe('refundTicketRequired');
    expect(problems.mode?.key).toBe('refundTypeRequired');
  });

  it('accepts refundable tickets and a mode', () => {
    expect(refundProblems({ tickets: ['A'], mode: 'Normal' }, 'token', ['A', 'B'])).toEqual({});
  });

  it('refuses a ticket that cannot be refunded any more', () => {
    expect(refundProblems({ tickets: ['C'], mode: 'Cancel' }, 'token', ['A']).tickets?.key).toBe(
      'ticketNotRefundable',
    );
  });
});

describe('what a refund gives back', () => {
  it('adds the chosen mode’s refunds in money, settled at once only when every one is', () => {
    const all = new Map([
      ['A', rules('A', {})],
      ['B', rules('B', { Normal: { refundAmount: 5_000_000, settle: 'decision' } })],
    ]);
    const quote = refundQuote(['A', 'B'], 'Normal', (t) => all.get(t));
    expect(quote).toMatchObject({
      amount: 12_000_000,
      fare: 20_000_000,
      currency: 'IRR',
      settle: 'decision',
      blocked: [],
      pending: [],
    });
    expect(canConfirm(quote, ['A', 'B'])).toBe(true);
    expect(refundQuote(['A'], 'Normal', (t) => all.get(t)).settle).toBe('now');
  });

  it('holds back a mode a ticket does not allow, with the server’s reason', () => {
    const all = new Map([['A', rules('A', { NoShow: { allowed: false, reason: 'Not yet.' } })]]);
    const quote = refundQuote(['A'], 'NoShow', (t) => all.get(t));
    expect(quote.blocked).toEqual([{ ticketNumber: 'A', reason: 'Not yet.' }]);
    expect(quote.amount).toBe(0);
    expect(canConfirm(quote, ['A'])).toBe(false);
  });

  it('waits for rules still loading', () => {
    const quote = refundQuote(['A'], 'Cancel', () => undefined);
    expect(quote.pending).toEqual(['A']);
    expect(canConfirm(quote, ['A'])).toBe(false);
    expect(
      canConfirm(
        refundQuote([], 'Cancel', () => undefined),
        [],
      ),
    ).toBe(false);
  });
});
