// A process of its own for sandbox-pay-races.test.ts: builds the app on the given PostgreSQL
// database (as a second server would), says "ready", and on "go" (stdin) delivers one payment
// the way it is told: as Sandbox Pay's signed notification (`notify`, with its id) or as the
// payer's browser coming back (`browser`); then prints what it answered as one line of JSON.
//   node --import tsx sandbox-pay-race-worker-test-kit.ts <url> <notify|browser> <token> <id>
import { z } from 'zod';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { loadSigningSecret } from '../../platform/app-secret';
import { raceArgs, readyThenGo, reportOutcome } from '../../test/race-worker';
import { sandboxPaySecret } from '../../providers';
import { sandboxPayWebhookUrl, signatureHeader, signNotification } from './sandbox-pay.api';

const [url, mode, token, id] = raceArgs(
  z.tuple([
    z.string().url(),
    z.enum(['notify', 'browser']),
    z.string().regex(/^[\w-]{1,128}$/),
    z.string().regex(/^[\w-]{1,128}$/),
  ]),
);

const handle = await openPostgres(url);
const app = await buildApp({
  db: handle.db,
  defaultTenant: 'sepehran',
  devTools: false,
  webDist: '/nonexistent-web-dist',
  trustProxy: ['127.0.0.1'],
});
await app.ready();
const secret = sandboxPaySecret(await loadSigningSecret(handle.db));
const body = JSON.stringify({ id, type: 'payment.authorized', token });
await readyThenGo();

let answer: { status: number; outcome: string; location: string | null; error?: string };
try {
  const response =
    mode === 'notify'
      ? await app.inject({
          method: 'POST',
          url: sandboxPayWebhookUrl,
          headers: {
            'content-type': 'application/json',
            'x-tenant': 'sepehran',
            [signatureHeader]: signNotification(secret, body, new Date()),
          },
          payload: body,
        })
      : await app.inject({ method: 'GET', url: `/api/payment/callback?token=${token}` });
  const location = response.headers.location;
  const json = z
    .object({ data: z.object({ outcome: z.string() }).optional() })
    .safeParse(
      response.headers['content-type']?.toString().includes('json') ? response.json() : {},
    );
  answer = {
    status: response.statusCode,
    outcome: json.success ? (json.data.data?.outcome ?? '') : '',
    location: typeof location === 'string' ? location : null,
  };
} catch (error) {
  answer = { status: 0, outcome: '', location: null, error: String(error) };
}
reportOutcome(answer);
await app.close();
await handle.close();
