/** Seats picked at the fare re-check are held this long: the passenger-entry countdown. */
export const holdTtlMs = 10 * 60_000;
/** A booking may be paid at least this long after it is made, even when its hold runs out sooner. */
export const payWindowMs = 15 * 60_000;

/** Until when a booking made at `now` from a hold ending at `holdExpiresAt` may be paid. */
export function payByFor(holdExpiresAt: Date, now: Date): Date {
  return new Date(Math.max(holdExpiresAt.getTime(), now.getTime() + payWindowMs));
}
