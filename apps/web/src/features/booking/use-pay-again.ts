import { useRef, useState } from 'react';
import { apiCall } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

/**
 * Paying an unpaid booking again (`payment/start` with the result page's receipt): the bank's page
 * for a new payment on the same booking and hold. A 410 means its time to pay is over.
 */
export function usePayAgain(receipt: string) {
  return usePaymentRestart(() =>
    apiCall(
      'payment/start',
      { receipt },
      {
        quiet: true,
        parse: parseLazily(() =>
          import('@parvaz/domain/contracts/booking').then((c) => c.paymentStartResponseSchema),
        ),
      },
    ),
  );
}

/**
 * Another payment for a purchase still held (a booking, a hotel stay): `start` asks for it, and
 * the browser goes to the bank's page it answers. A 410 means the time to pay is over; any other
 * refusal is shown, and a call that got no answer can be tried again.
 */
export function usePaymentRestart(start: () => Promise<ApiResult<{ paymentUrl: string }>>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const busyRef = useRef(false);

  const payAgain = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setRefusal(null);
    let leaving = false;
    try {
      const result = await start();
      if (result.ok) {
        leaving = true;
        window.location.assign(result.data.paymentUrl);
      } else if (result.error.status === 410) setOver(true);
      else setRefusal(result.error.message);
    } catch {
      // No answer or a server fault: already toasted; the button can be pressed again.
    } finally {
      if (!leaving) {
        busyRef.current = false;
        setBusy(false);
      }
    }
  };

  return { busy, refusal, over, payAgain: () => void payAgain() };
}
