import { describe, expect, it } from 'vitest';
import { ticketStatusSchema } from '../contracts/tickets';
import { isRefundableTicketStatus } from './refundable-tickets';

describe('isRefundableTicketStatus', () => {
  it('lets an issued ticket, or one whose refund was refused, be asked for', () => {
    expect(isRefundableTicketStatus('Confirmed')).toBe(true);
    expect(isRefundableTicketStatus('refundRejected')).toBe(true);
  });

  it('refuses a ticket not issued, refunded, or waiting for the desk', () => {
    expect(isRefundableTicketStatus('NotVerified')).toBe(false);
    expect(isRefundableTicketStatus('refunded')).toBe(false);
    expect(isRefundableTicketStatus('refundRequest')).toBe(false);
    expect(isRefundableTicketStatus('confirmed')).toBe(false);
  });

  it('knows every ticket status', () => {
    const refundable = ticketStatusSchema.options.filter(isRefundableTicketStatus);
    expect(refundable).toEqual(['Confirmed', 'refundRejected']);
  });
});
