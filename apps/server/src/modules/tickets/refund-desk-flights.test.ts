import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedIso } from '@parvaz/domain/calendar/zoned';
import { flights } from '../../db/schema/flights';
import { buildSignedInUser } from '../../test/factories';
import { databaseKinds } from '../../test/test-app';
import { ticketsApp } from './tickets-test-kit';

interface DeskFlight {
  flightNumber: string;
  origin: string;
  destination: string;
  status: string;
  delayMinutes: number;
  scheduledDeparture: string;
  estimatedDeparture: string | null;
}

describe.each(databaseKinds)("the refund desk shows the flight's recorded state on %s", (kind) => {
  const s = ticketsApp(kind);

  /** A refund asked in a mode the rules leave to the desk; answers the request's id. */
  async function ask(mode: 'Cancel' | 'Delay', state?: Parameters<typeof s.setFlight>[1]) {
    const booked = await s.bookAndPay();
    if (state) await s.setFlight(booked.flight.flightId, state);
    const answer = await s.post('ticket/refundConfirm', {
      trackingCode: booked.trackingCode,
      mobile: booked.mobile,
      tickets: booked.ticketNumbers,
      mode,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const request = answer.json.data?.request as { id: number; status: string };
    expect(request.status).toBe('pending');
    const [flight] = await s
      .db()
      .select()
      .from(flights)
      .where(eq(flights.id, booked.flight.flightId));
    if (!flight) throw new Error('no flight');
    return { id: request.id, flight };
  }

  async function deskFlights(id: number): Promise<DeskFlight[] | undefined> {
    const supporter = await buildSignedInUser(s.db(), { tenant: 'sepehran', role: 'supporter' });
    const answer = await s.t.post(
      'ticket/getRefundRequests',
      { status: 'pending' },
      {
        lang: 'en',
        ...supporter.headers,
      },
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const items = (answer.json as { data: Array<{ id: number; flights: DeskFlight[] }> }).data;
    return items.find((item) => item.id === id)?.flights;
  }

  it('a Delay request: the flight delayed, by how many minutes, both times local at the departure airport', async () => {
    const { id, flight } = await ask('Delay', { status: 'delayed', delayMinutes: 95 });
    const estimated = flight.estimatedDepartureAt ?? new Date(0);
    const shown = await deskFlights(id);
    expect(shown).toEqual([
      {
        flightNumber: `${flight.airlineCode}${flight.flightNumber}`,
        origin: flight.originAirport,
        destination: flight.destinationAirport,
        status: 'delayed',
        delayMinutes: 95,
        scheduledDeparture: zonedIso(flight.departureAt, 'Asia/Tehran'),
        estimatedDeparture: zonedIso(estimated, 'Asia/Tehran'),
      },
    ]);
    // Mashhad's clock, not the server's: the offset is Tehran's.
    expect(shown?.[0]?.scheduledDeparture).toMatch(/\+03:30$/);
  });

  it('a Cancel request on a flight with nothing recorded: scheduled, no delay, no new time', async () => {
    const { id, flight } = await ask('Cancel');
    expect(await deskFlights(id)).toEqual([
      expect.objectContaining({
        status: 'scheduled',
        delayMinutes: 0,
        scheduledDeparture: zonedIso(flight.departureAt, 'Asia/Tehran'),
        estimatedDeparture: null,
      }),
    ]);
  });
});
