// A process of its own for hotel-stay-races.test.ts: opens a pool on the given PostgreSQL
// database, says "ready", and on "go" (stdin) reserves `count` stays at once, each its own
// reservation; then prints what became of them as one line of JSON and exits.
//   node --import tsx hotel-stay-race-worker-test-kit.ts <url> <hotelId> <roomTypeId> <checkIn> <checkOut> <expectedTotal> <count> <keyPrefix>
import { reserveHotelRequestSchema } from '@parvaz/domain/contracts/hotel-stays';
import { tenants } from '@parvaz/domain/tenants/tenants';
import { z } from 'zod';
import { openPostgres } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { callerOf } from '../../platform/request-digest';
import { raceArgs, readyThenGo, reportOutcome } from '../../test/race-worker';
import { openPayment, type StartPayment } from '../payments/payments.api';
import { sandboxBank } from '../sandbox-bank/sandbox-bank.api';

const startPayment: StartPayment = (tx, order) => openPayment(tx, sandboxBank(), order);
import { reserveHotel } from './hotel-stay.service';
import { reservation } from './hotel-stay-test-kit';

const [url, hotelId, roomTypeId, checkIn, checkOut, expectedTotal, count, keyPrefix] = raceArgs(
  z.tuple([
    z.string().url(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.string(),
    z.string(),
    z.coerce.number().int().positive(),
    z.coerce.number().int().positive(),
    z.string().min(1),
  ]),
);

const handle = await openPostgres(url);
// Every connection of the pool open before the start, so the reservations really go at once.
await Promise.all(Array.from({ length: 10 }, () => handle.db.execute('select 1')));
await readyThenGo();

const outcome = { reserved: 0, full: 0, errors: [] as string[] };
const deps = {
  db: handle.db,
  now: () => new Date(),
  startPayment,
  translatorFor: () => (key: string) => key,
};
await Promise.all(
  Array.from({ length: count }, async (_, i) => {
    const request = reserveHotelRequestSchema.parse({
      ...reservation({ hotelId, roomTypeId }, { checkIn, checkOut, expectedTotal }),
      idempotencyKey: `${keyPrefix}:${i}`,
    });
    try {
      await reserveHotel(deps, tenants.sepehran, request, 'en', null, callerOf(null));
      outcome.reserved += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CAPACITY_FULL') outcome.full += 1;
      else outcome.errors.push(String(error));
    }
  }),
);
reportOutcome(outcome);
await handle.close();
