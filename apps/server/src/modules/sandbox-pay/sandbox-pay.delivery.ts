import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { markDelivered, payOf, undeliveredNotifications } from './sandbox-pay.repository';
import { sandboxPayName } from './sandbox-pay';
import { signatureHeader, signNotification } from './sandbox-pay.signature';

/** Our webhook, as Sandbox Pay was told it (payments' route for the provider). */
export const sandboxPayWebhookUrl = `/api/payment/notify/${sandboxPayName}`;

/**
 * Sends Sandbox Pay's waiting notifications to the merchant, signed, each with its own id: a
 * notification the merchant took (2xx) or already had (409) is done; any other answer leaves it
 * to be sent again, with the same id, on the next round. The sandbox lives in the same process,
 * so it posts by injecting the request; a real provider would reach the same route over HTTP.
 * Held notifications go only when `includeHeld` (the sandbox's knob, for a return that comes
 * first). Answers how many were taken.
 */
export async function deliverSandboxPayNotifications(
  app: FastifyInstance,
  db: Database,
  options: { secret: Buffer; now: () => Date; includeHeld?: boolean },
): Promise<number> {
  let taken = 0;
  for (const notice of await undeliveredNotifications(db, options.includeHeld ?? false)) {
    const row = await payOf(db, notice.token);
    if (!row) continue;
    const body = JSON.stringify({ id: notice.id, type: notice.type, token: notice.token });
    const answer = await app.inject({
      method: 'POST',
      url: sandboxPayWebhookUrl,
      headers: {
        'content-type': 'application/json',
        'x-tenant': row.merchant,
        [signatureHeader]: signNotification(options.secret, body, options.now()),
      },
      payload: body,
    });
    if ((answer.statusCode >= 200 && answer.statusCode < 300) || answer.statusCode === 409) {
      await markDelivered(db, notice.id, options.now());
      taken++;
    }
  }
  return taken;
}
