/** The cabins a flight sells, in the order pages list them. */
export const cabinClasses = ['economy', 'business'] as const;

export type CabinClass = (typeof cabinClasses)[number];
