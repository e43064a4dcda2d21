// What faults.spec's kill -9 mid-reservation shares: a demo hotel of the run's own with the sales
// of its nights reset, guests reserving several of its rooms over several nights (paying at the
// sandbox bank or from the wallet) with every answer recorded, the same reservations sent again
// by their idempotency keys, and the promises of stays and room nights checked by SQL.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { payAtSandbox, stepOf, type Step } from './fault-kit';
import { promisesBroken } from './ledger-kit';
import { call, nextMobile, nextNationalCode, type Answer } from './race-kit';

/** The nights of a run: `first` and the following, in the hotel's local dates. */
export interface HotelRun {
  hotelId: number;
  roomTypeIds: number[];
  /** The run's nights, in order (local dates). */
  nights: string[];
  /** A room type's night price: `${roomTypeId} ${night}` → minor units. */
  prices: Map<string, number>;
}

/**
 * An active Iranian hotel (rials) not used before with two room types or more, its first three
 * types' `nights` nights from `daysAhead` days after its local today each set to `allotment`
 * rooms and nothing sold, so the run's stays are all the nights hold.
 */
export async function hotelForRun(
  db: pg.Client,
  used: number[],
  spec: { daysAhead: number; nights: number; allotment: number },
): Promise<HotelRun> {
  const found = await db.query<{ id: string; first: string }>(
    `select h.id, to_char((now() at time zone h.time_zone)::date + $2::int, 'YYYY-MM-DD') as first
       from hotels h
      where h.active and h.id <> all($1::bigint[])
        and (select count(*) from hotel_room_types t
              where t.hotel_id = h.id and t.currency = 'IRR') >= 2
      order by h.id limit 1`,
    [used, spec.daysAhead],
  );
  const hotel = found.rows[0];
  if (!hotel) throw new Error('no hotel left for a run');
  used.push(Number(hotel.id));
  const types = await db.query<{ id: string }>(
    `select id from hotel_room_types where hotel_id = $1 and currency = 'IRR' order by id limit 3`,
    [hotel.id],
  );
  const roomTypeIds = types.rows.map((row) => Number(row.id));
  const last = await db.query<{ last: string }>(
    `select to_char($1::date + $2::int - 1, 'YYYY-MM-DD') as last`,
    [hotel.first, spec.nights],
  );
  const reset = await db.query<{ room_type_id: string; night: string; price: string }>(
    `update hotel_room_nights set sold = 0, overbooking = 0, allotment = $4
      where room_type_id = any($1::bigint[]) and night between $2 and $3
      returning room_type_id, to_char(night, 'YYYY-MM-DD') as night, price`,
    [roomTypeIds, hotel.first, last.rows[0]?.last, spec.allotment],
  );
  if (reset.rowCount !== roomTypeIds.length * spec.nights)
    throw new Error(`hotel ${hotel.id} has not filed every night of the run`);
  const nights = [...new Set(reset.rows.map((row) => row.night))].sort();
  const prices = new Map(
    reset.rows.map((row) => [`${row.room_type_id} ${row.night}`, Number(row.price)]),
  );
  return { hotelId: Number(hotel.id), roomTypeIds, nights, prices };
}

/** A reservation as sent: its body (with its key) and who sends it. */
export interface Reservation {
  key: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * `rooms` rooms (one adult each, the run's room types in turn from `firstType`) for `length`
 * nights from the run's night `from`, priced as filed; from the wallet with `token`.
 */
export function reservationOf(
  run: HotelRun,
  stay: { from: number; length: number; rooms: number; firstType: number },
  token?: string,
): Reservation {
  const nights = run.nights.slice(stay.from, stay.from + stay.length);
  const checkOut = run.nights[stay.from + stay.length];
  if (nights.length !== stay.length || !checkOut) throw new Error('a stay past the run’s nights');
  const roomTypeIds = Array.from(
    { length: stay.rooms },
    (_, k) => run.roomTypeIds[(stay.firstType + k) % run.roomTypeIds.length] ?? 0,
  );
  const expectedTotal = roomTypeIds
    .flatMap((type) => nights.map((night) => run.prices.get(`${type} ${night}`) ?? 0))
    .reduce((sum, price) => sum + price, 0);
  const key = `fault-stay-${randomBytes(8).toString('hex')}`;
  return {
    key,
    body: {
      hotelId: run.hotelId,
      checkIn: nights[0],
      checkOut,
      rooms: roomTypeIds.map((roomTypeId) => ({
        roomTypeId,
        adults: 1,
        children: 0,
        guests: [
          {
            firstName: 'REZA',
            lastName: 'KARIMI',
            nationality: 'IRN',
            national_id: nextNationalCode(),
          },
        ],
      })),
      contact: { mobile: nextMobile(), country: 'IR' },
      agreement: '1',
      idempotencyKey: key,
      expectedTotal,
      payment: token ? 'wallet' : 'gateway',
    },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
}

export interface StayJourney {
  reservation: Reservation;
  steps: Step[];
  /** The stay the reservation answered, when it answered one. */
  stay?: { id: number; trackingCode: string };
}

export const reserve = (url: string, reservation: Reservation): Promise<Answer> =>
  call(url, 'hotel/reserveHotel', reservation.body, reservation.headers);

/** Reserves on `url`, then pays at the bank and comes back, stopping where an answer fails. */
export async function stayJourney(url: string, reservation: Reservation): Promise<StayJourney> {
  const answer = await reserve(url, reservation);
  const steps = [stepOf('reserve', answer)];
  if (answer.status !== 200) return { reservation, steps };
  const stay = {
    id: Number(answer.body.data?.bookingId),
    trackingCode: String(answer.body.data?.trackingCode),
  };
  const paymentUrl = answer.body.data?.paymentUrl;
  if (typeof paymentUrl === 'string') steps.push(...(await payAtSandbox(url, paymentUrl)));
  return { reservation, steps, stay };
}

/** Reserved from the wallet, or paid at the bank and back at our callback. */
export const stayCompleted = (j: StayJourney) =>
  j.steps.length === 1 ? j.steps[0]?.status === 200 : j.steps.at(-1)?.status === 302;

async function stayOfKey(db: pg.Client, key: string) {
  const found = await db.query<{ id: string; tracking_code: string }>(
    `select id, tracking_code from hotel_stays where tenant = 'sepehran' and idempotency_key = $1`,
    [key],
  );
  const row = found.rows[0];
  return row ? { id: Number(row.id), trackingCode: row.tracking_code } : undefined;
}

/**
 * Sends every journey's reservation again, with its key, to all `urls` at once, and returns what
 * broke the promise of one stay per key: a stay answered before the fault that is gone, a key
 * whose stay is not what a replay answered, and an answer that is neither its stay nor a clean
 * refusal (an envelope with a 4xx status). Also the replays' answers, as `replay:409=3`.
 */
export async function replayProblems(
  db: pg.Client,
  urls: string[],
  journeys: StayJourney[],
): Promise<{ problems: string[]; answers: Record<string, number> }> {
  const problems: string[] = [];
  const answers: Record<string, number> = {};
  // One journey at a time (one client runs one query at a time); its replays go out at once.
  for (const { reservation, stay } of journeys) {
    const before = await stayOfKey(db, reservation.key);
    if (stay && before?.id !== stay.id)
      problems.push(`stay ${stay.id}, answered before the kill, is not under its key`);
    const replays = await Promise.all(urls.map((url) => reserve(url, reservation)));
    const after = await stayOfKey(db, reservation.key);
    for (const replay of replays) {
      answers[`replay:${replay.status}`] = (answers[`replay:${replay.status}`] ?? 0) + 1;
      if (replay.status === 200) {
        const answered = Number(replay.body.data?.bookingId);
        if (answered !== after?.id || (before && answered !== before.id))
          problems.push(`key ${reservation.key} answered stay ${answered}, not ${after?.id}`);
      } else if (before)
        problems.push(`key ${reservation.key} of stay ${before.id} answered ${replay.status}`);
      else if (!(replay.status >= 400 && replay.status < 500 && stepOf('reserve', replay).envelope))
        problems.push(`a replay answered ${replay.status} ${replay.body.status}`);
    }
  }
  return { problems, answers };
}

/** The nights a live stay holds: every one, but a no-show only its check-in night. */
const heldNights = `
  select r.room_type_id, (n->>'date')::date as night, count(*) as held
    from hotel_stay_rooms r
    join hotel_stays s on s.id = r.stay_id
   cross join jsonb_array_elements(r.nights) n
   where s.status in ('NotVerified', 'Confirmed', 'CheckedIn', 'CheckedOut')
      or (s.status = 'NoShow' and (n->>'date')::date = s.check_in)
   group by r.room_type_id, (n->>'date')::date`;

/**
 * The run's room nights whose `sold` is not the number of live stays' rooms that hold them (a
 * stay half-written, nights taken for a stay that is not there, or given back twice), as
 * problems.
 */
export async function nightsNotHeld(db: pg.Client, run: HotelRun): Promise<string[]> {
  const found = await db.query<{ room_type_id: string; night: string; sold: number; held: string }>(
    `select n.room_type_id, to_char(n.night, 'YYYY-MM-DD') as night, n.sold, coalesce(h.held, 0) as held
       from hotel_room_nights n
       left join (${heldNights}) h on h.room_type_id = n.room_type_id and h.night = n.night
      where n.room_type_id = any($1::bigint[]) and n.night between $2 and $3
        and n.sold <> coalesce(h.held, 0)`,
    [run.roomTypeIds, run.nights[0], run.nights.at(-1)],
  );
  return found.rows.map(
    (row) => `room type ${row.room_type_id} on ${row.night}: ${row.sold} sold, ${row.held} held`,
  );
}

/**
 * What must hold of every stay whatever broke: its rooms there, each with every night of the stay
 * and its guests; no hotel payment without its stay, none settled for a stay never confirmed;
 * every confirmed stay's sale in the ledger and none for a stay never confirmed; and books that
 * add up (`ledgerChecks`).
 */
export async function stayPromisesBroken(db: pg.Client): Promise<string[]> {
  return promisesBroken(db, [
    [
      'stays without a room, or a room without its guests or every night of the stay',
      `select s.id from hotel_stays s
        where not exists (select 1 from hotel_stay_rooms r where r.stay_id = s.id)
           or exists (
                select 1 from hotel_stay_rooms r
                 where r.stay_id = s.id
                   and (not exists (select 1 from hotel_stay_guests g where g.stay_room_id = r.id)
                        or (select array_agg(n->>'date' order by n->>'date')
                              from jsonb_array_elements(r.nights) n) is distinct from
                           (select array_agg(to_char(d, 'YYYY-MM-DD') order by d)
                              from generate_series(s.check_in::timestamp,
                                                   (s.check_out - 1)::timestamp,
                                                   interval '1 day') d)))`,
    ],
    [
      'hotel payments without their stay',
      `select p.id from payments p where p.purpose = 'hotel'
          and not exists (select 1 from hotel_stays s where s.id = p.purchase_id)`,
    ],
    [
      'settled hotel payments of stays never confirmed',
      `select p.id from payments p join hotel_stays s on s.id = p.purchase_id
        where p.purpose = 'hotel' and p.status = 'paid' and s.confirmed_at is null`,
    ],
    [
      'confirmed stays whose sale is not in the ledger',
      `select s.id from hotel_stays s where s.confirmed_at is not null and s.amount > 0
          and not exists (select 1 from ledger_entries e
                           where e.tenant = s.tenant and e.key = 'hotel-stay:' || s.id || ':sold')`,
    ],
    [
      'stays sold in the ledger but never confirmed',
      `select s.id from hotel_stays s where s.confirmed_at is null
          and exists (select 1 from ledger_entries e
                       where e.tenant = s.tenant and e.key = 'hotel-stay:' || s.id || ':sold')`,
    ],
  ]);
}
