// The access token lives with the booking it opens (booking.api.ts). /ssr still imports it from
// here; this file goes when the payments change moves /ssr onto the public faces.
export { issueTicketAccess } from '../booking/booking.api';
