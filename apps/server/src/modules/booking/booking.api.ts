// The booking module as other modules see it (decision 008): the one file they import from it.
export { bookingView } from './booking-view.service';
export {
  lockBooking,
  segmentsOfQuote,
  servicesOfBooking,
  ticketsOfBooking,
  type BookingRow,
  type SegmentRow,
} from './booking.repository';
export {
  bookingById,
  bookingByTicket,
  bookingByTrackingCode,
  laterServicesOfBooking,
  lockTicketsOfBooking,
  moveTicket,
  returnSeat,
  servicesWithPassengerOfBooking,
  ticketRowsOfBooking,
  type TicketRow,
  type TicketStatusValue,
} from './after-sale.repository';
export { bookingSales, ticketHolders } from './booking-views.repository';
export { bookingsOfUser, flightsOfQuotes, ticketsOfBookings } from './my-bookings.repository';
export { bookingOfPurchase, bookingPurchase } from './booking-purchase';
export {
  addSegmentPets,
  heldServicesOfBooking,
  insertExtraServices,
  mainPassengerOf,
  moveServices,
  requestedServicesOfPayment,
  type ServiceRow,
} from './extra-services.repository';
export { bookingReferences } from './booking-references';
export { chargeView, inPaidCurrency, type ChargedBooking } from './charge-view';
export { serviceView } from './service-view';
export { serviceOffersIn } from './quote-extras-in';
export { petPlacesLeft, serviceLines, serviceOffers, type HeldServices } from './services.service';
export { expireHolds } from './hold-expiry';
export { issueReceipt } from './receipt';
export { effectiveTimes, isInternational } from './segment-view';
export { issueTicketAccess, readTicketAccess, ticketAccessLifetimeMs } from './ticket-access';
