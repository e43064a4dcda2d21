import { apiCall } from '../api/api-client';
import { parseLazily } from '../api/parse-lazily';
import type { LookupBody } from './lookup-form';

/** `ticket/ticketTracking`: the booking a pair names, or the server's "not found" for the page. */
export function findBooking(lookup: LookupBody) {
  return apiCall('ticket/ticketTracking', lookup, {
    quiet: true,
    parse: parseLazily(() =>
      import('@parvaz/domain/contracts/tickets').then((c) => c.trackingFoundSchema),
    ),
  });
}
