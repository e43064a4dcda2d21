import type { TicketShow } from '@parvaz/domain/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { ticketSheets } from './ticket-view';

const endpoint = (airport: string) => ({
  city: airport,
  cityName: airport,
  airport,
  airportName: airport,
  terminal: '2',
  timeZone: 'Asia/Tehran',
});
const segment = (direction: 'departure' | 'return') => ({
  ref: `1.${direction}`,
  direction,
  flightNumber: direction === 'departure' ? 'IR 452' : 'IR 453',
  airline: { code: 'IR', name: 'Iran Air', logo: '' },
  origin: endpoint(direction === 'departure' ? 'MHD' : 'THR'),
  destination: endpoint(direction === 'departure' ? 'THR' : 'MHD'),
  departureTime: '2026-12-01T07:45:00+03:30',
  arrivalTime: '2026-12-01T09:05:00+03:30',
  departureDate: '2026-12-01',
  duration: 80,
  aircraft: 'A320',
  cabinClass: 'economy' as const,
  priceClass: 'Y',
  baggage: 20,
  refundRules: { penalties: [{ hoursBefore: 0, percent: 30 }], noShowPercent: 70 },
});
const tickets = [
  // The return listed first on purpose: the sheets follow the booking's flights.
  { direction: 'return' as const, ticketNumber: '2', status: 'Confirmed' as const, seat: null },
  { direction: 'departure' as const, ticketNumber: '1', status: 'Confirmed' as const, seat: '3A' },
];

const show: TicketShow = {
  pnr: 'ABC234',
  trackingCode: 'TRACK12345',
  status: 'confirmed',
  outcome: 'confirmed',
  amount: 30_000_000,
  currency: 'IRR',
  charge: { amount: 30_000_000, currency: 'IRR', rate: null, rateDate: null },
  contact: { mobile: '+989121234567', email: '' },
  segments: [segment('departure'), segment('return')],
  passengers: [
    { type: 'CHD', firstName: 'SARA', lastName: 'REZAEI', tickets },
    { type: 'ADT', firstName: 'ALI', lastName: 'REZAEI', tickets },
  ],
  services: [
    { code: 'WCHR', quantity: 1, amount: 0, status: 'confirmed', passenger: null },
    { code: 'XBAG', quantity: 5, amount: 0, status: 'requested', passenger: 0 },
  ],
  issuedAt: '2026-11-20T10:00:00Z',
  fares: { '0.departure': 5_000_000, '0.return': 5_000_000, '1.departure': 10_000_000 },
  access: 'token',
};

describe('the tickets to print', () => {
  it('makes one sheet per passenger and flight, flights in the booking’s order', () => {
    const sheets = ticketSheets(show);
    expect(sheets.map((s) => `${s.passenger.firstName} ${s.segment.flightNumber}`)).toEqual([
      'SARA IR 452',
      'SARA IR 453',
      'ALI IR 452',
      'ALI IR 453',
    ]);
    expect(sheets[0]?.ticket.seat).toBe('3A');
  });

  it('gives each the fare paid for it', () => {
    expect(ticketSheets(show).map((s) => s.fare)).toEqual([5_000_000, 5_000_000, 10_000_000, null]);
  });

  it('puts each service on the tickets of its passenger, one recorded for nobody on the main adult’s', () => {
    expect(ticketSheets(show).map((s) => s.services.map((x) => x.code).join())).toEqual([
      'XBAG',
      'XBAG',
      'WCHR',
      'WCHR',
    ]);
  });

  it('leaves out a ticket whose flight the booking does not have', () => {
    expect(ticketSheets({ ...show, segments: [segment('departure')] })).toHaveLength(2);
  });
});
