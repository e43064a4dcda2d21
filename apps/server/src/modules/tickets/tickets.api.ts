// The tickets module as other modules see it (decision 008): the one file they import from it.
export { findBooking, type LookupCaller, type LookupDeps, type LookupInput } from './ticket-lookup';
