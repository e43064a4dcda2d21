// The tickets module as other modules see it (decision 008): the one file they import from it.
export { findBooking, type LookupCaller, type LookupDeps, type LookupInput } from './ticket-lookup';
// The ticket PDF's text machinery (bidi runs, Persian shaping, its fonts), for other documents.
export { TextPainter, fixLigatureTextOrder } from './pdf/text-painter';
export { ticketFonts } from './pdf/ticket-fonts';
