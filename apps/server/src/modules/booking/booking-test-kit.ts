// What other modules' tests read of a booking's rows, which the booking module owns (decision
// 017): a test elsewhere asks here instead of querying booking's tables itself; the queries are
// the module's own, in its factory.
export {
  bookingRow,
  seatHolders,
  ticketByNumber,
  ticketNumbersOfBooking,
  ticketRowsOf,
} from './booking.factory';
