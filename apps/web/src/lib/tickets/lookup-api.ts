import { trackingFoundSchema } from '@parvaz/domain/contracts/tickets';
import { apiCall } from '../api/api-client';
import type { LookupBody } from './lookup-form';

/** `ticket/ticketTracking`: the booking a pair names, or the server's "not found" for the page. */
export function findBooking(lookup: LookupBody) {
  return apiCall('ticket/ticketTracking', lookup, {
    quiet: true,
    parse: (data) => trackingFoundSchema.parse(data),
  });
}
