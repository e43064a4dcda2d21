import type * as AnimalRulesModule from '../../lib/services/animal-rules';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';

// Passenger entry opens on its first step: the later steps and the seat map are drawn only after
// a press, so their code loads once the page is awake (docs/rendering.md, "Light on a phone").

export const ServicesStep = lazyPart(
  () => import('./services-step').then((module) => ({ default: module.ServicesStep })),
  drawnAfterAPress,
);
export const FinishStep = lazyPart(
  () => import('./finish-step').then((module) => ({ default: module.FinishStep })),
  drawnAfterAPress,
);
export const SeatMapDialog = lazyPart(
  () => import('./seat-map-dialog').then((module) => ({ default: module.SeatMapDialog })),
  drawnAfterAPress,
);

type AnimalRules = typeof AnimalRulesModule;
let animalRules: AnimalRules | undefined;

/** Loads the later steps' code (while the person fills the first, and before a step moves on). */
export function loadLaterSteps(): Promise<unknown> {
  return Promise.all([
    ServicesStep.preload(),
    FinishStep.preload(),
    SeatMapDialog.preload(),
    import('../../lib/services/animal-rules').then((rules) => (animalRules = rules)),
  ]).then(() => (laterStepsIn = true));
}

let laterStepsIn = false;

/** Whether the later steps' code is in: a step can then move at once. */
export function laterStepsLoaded(): boolean {
  return laterStepsIn;
}

/**
 * The services step's animal rules. The step is reached only once `loadLaterSteps` is done, so
 * they are in whenever its fields can change.
 */
export const animalErrors: AnimalRules['animalErrors'] = (animals, max) => {
  if (!animalRules) throw new Error('the later steps are not loaded');
  return animalRules.animalErrors(animals, max);
};
