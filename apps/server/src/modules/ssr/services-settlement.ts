import { isLanguage, type Language } from '@parvaz/domain/languages';
import { tenantIdSchema, tenants } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import {
  addSegmentPets,
  lockBooking,
  moveServices,
  requestedServicesOfPayment,
  segmentsOfQuote,
  type SegmentRow,
  type ServiceRow,
  effectiveTimes,
} from '../booking/booking.api';
import { givePetPlaces, takePetPlaces } from '../flights/flights.api';

export interface SettlementDeps {
  now: Date;
  translatorFor: (language: Language) => Translate;
}

/** Why services paid for were refused after all (the money goes back). */
export type RefusalReason = 'bookingNotConfirmed' | 'flightDeparted' | 'animalNoSpace';

export type ServicesSettlement =
  { ok: true; confirmed: number } | { ok: false; reason: RefusalReason; refused: number };

const gone = new Set(['cancelled', 'departed', 'landed']);

/** Whether every flight of the booking is still to fly: services can still be carried. */
export function flightsStillToFly(segments: SegmentRow[], now: Date): boolean {
  return segments.every(
    (s) => !gone.has(s.status) && effectiveTimes(s).departure.getTime() > now.getTime(),
  );
}

/** Takes `pets` places on every flight, or none: a flight without room gives the others back. */
async function takeAnimalPlaces(tx: Database, segments: SegmentRow[], pets: number) {
  const taken: SegmentRow[] = [];
  for (const segment of segments) {
    if (!(await takePetPlaces(tx, segment.flightId, pets))) {
      for (const done of taken) await givePetPlaces(tx, done.flightId, pets);
      return false;
    }
    taken.push(segment);
  }
  for (const segment of segments) await addSegmentPets(tx, segment.segmentId, pets);
  return true;
}

/**
 * Confirms services added to a booking after the sale, inside the transaction that settles their
 * payment (or that adds them, when there is nothing to pay): the booking locked, still confirmed
 * and its flights still to fly, the animal places taken on every flight (counted with
 * `pets_taken`'s conditional update, so capacity gone meanwhile is noticed here), the rows
 * moved to confirmed and the traveller told by SMS in the booking's language. All of them or
 * none: a refusal moves them to refused and the caller gives the money back.
 */
export async function confirmServices(
  tx: Database,
  bookingId: number,
  services: ServiceRow[],
  deps: SettlementDeps,
): Promise<ServicesSettlement> {
  if (services.length === 0) return { ok: true, confirmed: 0 };
  const ids = services.map((s) => s.id);
  const refuse = async (reason: RefusalReason): Promise<ServicesSettlement> => ({
    ok: false,
    reason,
    refused: await moveServices(tx, ids, 'requested', 'refused'),
  });
  const booking = await lockBooking(tx, bookingId);
  if (!booking || booking.status !== 'confirmed') return refuse('bookingNotConfirmed');
  const segments = await segmentsOfQuote(tx, booking.quoteId);
  if (segments.length === 0 || !flightsStillToFly(segments, deps.now))
    return refuse('flightDeparted');
  const pets = services.filter((s) => s.kind === 'PET').length;
  if (pets > 0 && !(await takeAnimalPlaces(tx, segments, pets))) return refuse('animalNoSpace');
  const confirmed = await moveServices(tx, ids, 'requested', 'confirmed');

  const lang: Language = isLanguage(booking.lang) ? booking.lang : 'en';
  const tenant = tenantIdSchema.safeParse(booking.tenant);
  const brand = tenant.success ? tenants[tenant.data].name[lang] : booking.tenant;
  await enqueueMessage(tx, {
    tenant: booking.tenant,
    channel: 'sms',
    recipient: booking.contactMobile,
    body: deps.translatorFor(lang)('servicesConfirmedSms', {
      brand,
      trackingCode: booking.trackingCode,
    }),
  });
  return { ok: true, confirmed };
}

/** The services a settled payment bought, confirmed or refused (see `confirmServices`). */
export async function confirmServicesOfPayment(
  tx: Database,
  payment: { id: number; bookingId: number },
  deps: SettlementDeps,
): Promise<ServicesSettlement> {
  const services = await requestedServicesOfPayment(tx, payment.id);
  return confirmServices(tx, payment.bookingId, services, deps);
}

/** A payment that will not be paid (declined, cancelled, reversed): its services are refused. */
export async function refuseServicesOfPayment(tx: Database, paymentId: number): Promise<number> {
  const services = await requestedServicesOfPayment(tx, paymentId);
  return moveServices(
    tx,
    services.map((s) => s.id),
    'requested',
    'refused',
  );
}

/**
 * What the payment of requested services must come to: the sum of what each was charged, in the
 * currency they were charged in (one per payment); null when none waits for it.
 */
export async function owedForServices(
  tx: Database,
  paymentId: number,
): Promise<{ amount: number; currency: string } | null> {
  const services = await requestedServicesOfPayment(tx, paymentId);
  const [first] = services;
  if (!first?.chargeCurrency) return null;
  const currency = first.chargeCurrency;
  if (services.some((s) => s.chargeCurrency !== currency)) return null;
  return { amount: services.reduce((sum, s) => sum + (s.chargeAmount ?? 0), 0), currency };
}
