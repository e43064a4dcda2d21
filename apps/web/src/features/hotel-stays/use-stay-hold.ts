import { usePaymentRestart } from '../booking/use-pay-again';
import { useHasPassed } from '../booking/use-now';
import { payStayAgain, rememberStayMobile, type StayKey } from './hotel-stays-api';

/**
 * An unpaid stay's hold as this device counts it (from when the answer arrived, so a clock set
 * wrong changes nothing), and paying again while it lasts: the bank's page for a new payment on
 * the same stay, the mobile kept for the bank's return. `payable` turns false once the hold has
 * run out here or the server says so (410).
 */
export function useStayHold(stay: StayKey, payableForMs: number, fetchedAt: number) {
  const deadline = fetchedAt + payableForMs;
  const passed = useHasPassed(payableForMs > 0 ? deadline : null);
  const restart = usePaymentRestart(() => {
    rememberStayMobile(stay.trackingCode, stay.mobile);
    return payStayAgain(stay);
  });
  return { ...restart, deadline, payable: payableForMs > 0 && !passed && !restart.over };
}
