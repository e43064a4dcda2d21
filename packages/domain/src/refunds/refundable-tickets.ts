import type { TicketStatus } from '../contracts/tickets';

/**
 * Ticket statuses a refund may be asked for: issued and not refunded or waiting already. A
 * refused request leaves the ticket `refundRejected`, and it may be asked again.
 */
export const refundableTicketStatuses = [
  'Confirmed',
  'refundRejected',
] as const satisfies readonly TicketStatus[];

export type RefundableTicketStatus = (typeof refundableTicketStatuses)[number];

/** Whether a ticket in this status may be asked to be refunded (or asked again). */
export function isRefundableTicketStatus(status: string): status is RefundableTicketStatus {
  return (refundableTicketStatuses as readonly string[]).includes(status);
}
