/** The animals a main adult may bring (spec section 5), one type for all of a booking's animals. */
export const animalTypes = ['dog', 'cat', 'bird', 'other'] as const;
export type AnimalType = (typeof animalTypes)[number];
