import type { StayRow } from './hotel-stay.repository';

/**
 * How long an unpaid stay can still be paid at `now`: its hold's time left while it waits for
 * payment, 0 once it is paid, gone or past its pay-by time.
 */
export function stayPayableForMs(stay: Pick<StayRow, 'status' | 'payBy'>, now: Date): number {
  if (stay.status !== 'NotVerified') return 0;
  return Math.max(0, stay.payBy.getTime() - now.getTime());
}
