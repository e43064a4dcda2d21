import { drawnAfterAPress, lazyPart } from '../lib/lazy/lazy-part';

/** The result lists' bottom sheet of sort and filters, loaded at its first opening. */
export const FiltersSheet = lazyPart(
  () => import('./filters-sheet').then((module) => ({ default: module.FiltersSheet })),
  drawnAfterAPress,
);
