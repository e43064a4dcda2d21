import type { RulesResponse, TicketInfo, TicketLine } from '@parvaz/domain/contracts/tickets';
import type { Currency } from '@parvaz/domain/format/money';
import type { RefundMode } from '@parvaz/domain/refunds/refund-rules';
import { isRefundableTicketStatus } from '@parvaz/domain/refunds/refundable-tickets';

/** An issued ticket, the only kind that can be asked to refund. */
export type IssuedLine = TicketLine & { ticketNumber: string };

/** Whether a refund can be asked for a ticket: it is issued, in a state the domain refunds. */
export function isRefundable(line: TicketLine): line is IssuedLine {
  return line.ticketNumber !== null && isRefundableTicketStatus(line.status);
}

export function refundableTickets(info: Pick<TicketInfo, 'tickets'>): IssuedLine[] {
  return info.tickets.filter(isRefundable);
}

/** The refund form as chosen: ticket numbers, and the mode ('' until one is picked). */
export interface RefundForm {
  tickets: string[];
  mode: RefundMode | '';
}

export const emptyRefundForm: RefundForm = { tickets: [], mode: '' };

/** Adds or removes a ticket, keeping the booking's order of tickets. */
export function toggleTicket(
  selected: readonly string[],
  ticketNumber: string,
  order: readonly string[],
): string[] {
  const next = selected.includes(ticketNumber)
    ? selected.filter((t) => t !== ticketNumber)
    : [...selected, ticketNumber];
  return order.filter((t) => next.includes(t));
}

type ModeQuote = RulesResponse['modes'][number];

/** What one mode gives back on one ticket, from the ticket's rules (undefined while they load). */
export function modeQuote(rules: RulesResponse | undefined, mode: RefundMode): ModeQuote | null {
  return rules?.modes.find((m) => m.mode === mode) ?? null;
}

/** What a refund of the chosen tickets in the chosen mode gives back, as the rules say now. */
export interface RefundQuote {
  /** Sum of the allowed tickets' refunds, minor units. */
  amount: number;
  /** Sum of the chosen tickets' fares. */
  fare: number;
  currency: Currency | null;
  /** `now` only when every ticket is settled at once by the rules. */
  settle: 'now' | 'decision';
  /** Tickets the mode is not allowed for, with the server's reason. */
  blocked: { ticketNumber: string; reason: string }[];
  /** Tickets whose rules have not come yet. */
  pending: string[];
}

export function refundQuote(
  tickets: readonly string[],
  mode: RefundMode,
  rulesOf: (ticketNumber: string) => RulesResponse | undefined,
): RefundQuote {
  const quote: RefundQuote = {
    amount: 0,
    fare: 0,
    currency: null,
    settle: 'now',
    blocked: [],
    pending: [],
  };
  for (const ticketNumber of tickets) {
    const rules = rulesOf(ticketNumber);
    const found = modeQuote(rules, mode);
    if (!rules || !found) {
      quote.pending.push(ticketNumber);
      continue;
    }
    quote.currency ??= rules.currency;
    quote.fare += rules.fare;
    if (!found.allowed) {
      quote.blocked.push({ ticketNumber, reason: found.reason });
      continue;
    }
    quote.amount += found.refundAmount;
    if (found.settle === 'decision') quote.settle = 'decision';
  }
  return quote;
}

/** Whether the confirmation can be asked for: every ticket's rules are in and allow the mode. */
export function canConfirm(quote: RefundQuote, tickets: readonly string[]): boolean {
  return tickets.length > 0 && quote.pending.length === 0 && quote.blocked.length === 0;
}
