// The booking module as other modules see it (decision 008): the one file they import from it.
export { bookingView } from './booking-view.service';
export { segmentsOfQuote, type SegmentRow } from './booking.repository';
export { expireHolds } from './hold-expiry';
export { issueReceipt } from './receipt';
export { effectiveTimes, isInternational } from './segment-view';
export { issueTicketAccess, readTicketAccess, ticketAccessLifetimeMs } from './ticket-access';
