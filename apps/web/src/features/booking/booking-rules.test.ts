import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import { convertMoney } from '@parvaz/domain/money/exchange';
import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  emptyPassenger,
  passengersForCounts,
  type DraftPassenger,
} from './booking-draft';
import { priceLines } from './booking-rules';
import { contactErrors } from './contact-rules';
import { bookingRequest, passengerErrors } from './passenger-form-rules';
import { passengerBody } from '../../lib/passengers/passenger-values';
import { inputInCalendar, inputOfIso, isoOfInput } from '../../lib/dates/date-parts';
import { formPathOf, passengerFormResolver } from './passenger-form';
import { formatRemaining } from './countdown';

const segment = {
  ref: '1.economy',
  direction: 'departure' as const,
  flightNumber: 'IR 123',
  airline: { code: 'IR', name: 'Iran Air', logo: '' },
  origin: {
    city: 'MHD',
    cityName: 'Mashhad',
    airport: 'MHD',
    airportName: 'Hasheminejad',
    terminal: null,
    timeZone: 'Asia/Tehran',
  },
  destination: {
    city: 'THRC',
    cityName: 'Tehran',
    airport: 'THR',
    airportName: 'Mehrabad',
    terminal: null,
    timeZone: 'Asia/Tehran',
  },
  departureTime: '2030-05-10T08:00:00+03:30',
  arrivalTime: '2030-05-10T09:30:00+03:30',
  departureDate: '2030-05-10',
  duration: 90,
  aircraft: 'A320',
  cabinClass: 'economy' as const,
  priceClass: 'Y',
  baggage: 20,
  refundRules: { penalties: [], noShowPercent: 50 },
  price: { adult: 1000, child: 700, infant: 100 },
  fee: { adult: 80, child: 60, infant: 10 },
  total: 2800,
};

const quote: QuoteResponse = {
  quoteId: 'q1',
  expiresAt: '2030-05-01T00:00:00Z',
  expiresInMs: 600_000,
  agency: { id: 1, name: 'A', logo: '' },
  passengers: { adult: 2, child: 1, infant: 0 },
  international: false,
  segments: [segment],
  total: 2700,
  currency: 'USD',
  fares: { amount: 2700, currency: 'USD' },
  exchange: null,
};

function adult(overrides: Partial<DraftPassenger> = {}): DraftPassenger {
  return {
    ...emptyPassenger('ADT', 'IRN', 'gregorian'),
    firstName: 'ALI',
    lastName: 'REZAEI',
    gender: 'M',
    birth: inputOfIso('1990-01-01', 'gregorian'),
    national_id: '0499370899',
    ...overrides,
  };
}

describe('date parts', () => {
  it('converts a Jalali choice to a Gregorian ISO date and back', () => {
    const input = { calendar: 'jalali' as const, year: '1369', month: '1', day: '1' };
    expect(isoOfInput(input)).toBe('1990-03-21');
    expect(inputOfIso('1990-03-21', 'jalali')).toEqual(input);
    expect(inputInCalendar(input, 'gregorian')).toEqual({
      calendar: 'gregorian',
      year: '1990',
      month: '3',
      day: '21',
    });
  });

  it('is empty while a part is missing and impossible for a day that does not exist', () => {
    expect(isoOfInput({ calendar: 'gregorian', year: '1990', month: '2', day: '' })).toBe('');
    expect(isoOfInput({ calendar: 'gregorian', year: '1990', month: '2', day: '30' })).toBe(
      '0000-00-00',
    );
  });
});

describe('passenger rules in the browser', () => {
  it('accepts a valid list and reports field errors by path', () => {
    const child = {
      ...emptyPassenger('CHD', 'IRN', 'gregorian'),
      firstName: 'سارا',
      gender: 'F' as const,
      birth: inputOfIso('1990-01-01', 'gregorian'),
    };
    const errors = passengerErrors([adult(), adult({ national_id: '0499370899' }), child], quote);
    expect(errors['passengers.0.firstName']).toBeUndefined();
    expect(errors['passengers.1.national_id']).toEqual({ key: 'duplicateNationalId' });
    expect(errors['passengers.2.firstName']).toEqual({ key: 'englishLettersOnly' });
    expect(errors['passengers.2.lastName']).toEqual({ key: 'required' });
    expect(errors['passengers.2.birth']).toEqual({ key: 'invalidBirthDate' });
  });

  it('sends the passport only when it is shown', () => {
    const p = adult({ passport_number: 'X1234567' });
    expect(passengerBody(p, false).passport_number).toBe('');
    expect(passengerBody(p, true).passport_number).toBe('X1234567');
  });

  it('keeps typed cards when the counts are applied again', () => {
    const typed = [adult()];
    const list = passengersForCounts(quote.passengers, typed, 'IRN', 'gregorian');
    expect(list.map((p) => p.type)).toEqual(['ADT', 'ADT', 'CHD']);
    expect(list[0]).toBe(typed[0]);
  });
});

describe('the passenger form', () => {
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('resolves to nested message keys, and to the values when all is well', async () => {
    const contact = { country: 'IR', mobile: '', email: '' };
    const wrong = await passengerFormResolver(
      { passengers: [adult(), adult({ firstName: '' })], contact },
      quote,
      options,
    );
    expect(wrong.errors.passengers?.[1]?.firstName).toMatchObject({ message: 'required' });
    expect(wrong.errors.passengers?.[1]?.national_id).toMatchObject({
      message: 'duplicateNationalId',
    });
    expect(wrong.errors.contact?.mobile).toMatchObject({ message: 'required' });
    const values = { passengers: [adult()], contact: { ...contact, mobile: '09121234567' } };
    expect(await passengerFormResolver(values, quote, options)).toEqual({ values, errors: {} });
  });

  it('shows server errors on the field that holds the value', () => {
    expect(formPathOf('passengers.1.birth_date')).toBe('passengers.1.birth');
    expect(formPathOf('passengers.0.national_id')).toBe('passengers.0.national_id');
    expect(formPathOf('contact.country')).toBe('contact.mobile');
    expect(formPathOf('passengers.0.type')).toBeNull();
    expect(formPathOf('agreement')).toBeNull();
  });
});

describe('contact', () => {
  it('checks the mobile in the chosen country', () => {
    expect(contactErrors({ country: 'IR', mobile: '۰۹۱۲۱۲۳۴۵۶۷', email: '' })).toEqual({});
    expect(contactErrors({ country: 'IR', mobile: '123', email: 'x' })).toEqual({
      'contact.mobile': { key: 'invalidMobile' },
      'contact.email': { key: 'invalidEmail' },
    });
  });
});

describe('price lines', () => {
  it('adds fares per type, seats, services and takes the discount off', () => {
    const draft = {
      ...emptyDraft('IR'),
      seatsQuoteId: 'q1',
      seats: [
        { direction: 'departure' as const, passengerIndex: 0, seat: '1A', price: 50, filed: 50 },
      ],
      services: { wheelchair: true, excessBaggageKg: 2, cargoKg: 0, animals: [] },
      discount: { code: 'X', amount: 100, filed: 100 },
    };
    const lines = priceLines(quote, draft, [
      { code: 'WCHR', unit: 'each', price: 10, currency: 'USD', filed: 10, max: 1 },
      { code: 'XBAG', unit: 'kg', price: 5, currency: 'USD', filed: 5, max: 30 },
    ]);
    // The fares without the agency's fee, the fees apart: together they are the quote's total.
    expect(lines.passengers).toEqual([
      { type: 'ADT', count: 2, each: 920, total: 1840 },
      { type: 'CHD', count: 1, each: 640, total: 640 },
    ]);
    expect(lines.fees).toBe(2 * 80 + 60);
    expect(lines.fares + lines.fees).toBe(quote.total);
    expect(lines.seats).toBe(50);
    expect(lines.services).toBe(20);
    expect(lines.discount).toBe(100);
    expect(lines.total).toBe(2700 + 50 + 20 - 100);
  });

  it('writes the server-converted seats, services and discount as they come: the total is the filed total converted once', () => {
    const dollar = { rateId: 7, base: 'USD' as const, quote: 'IRR' as const, rate: '1050000' };
    const rials = { amount: 31_900_005, currency: 'IRR' as const };
    const usd = (amount: number) =>
      convertMoney({ amount, currency: 'IRR' }, 'USD', {
        id: 7,
        base: 'USD',
        quote: 'IRR',
        rate: '1050000',
        validFrom: '2030-01-01',
      }).amount;
    const inRials = { adult: 10_633_335, child: 0, infant: 0 };
    const fees = { adult: 1_000_001, child: 0, infant: 0 };
    const converted: QuoteResponse = {
      ...quote,
      passengers: { adult: 3, child: 0, infant: 0 },
      segments: [
        {
          ...segment,
          price: { adult: usd(inRials.adult), child: 0, infant: 0 },
          fee: { adult: usd(fees.adult), child: 0, infant: 0 },
          total: usd(rials.amount),
        },
      ],
      total: usd(rials.amount),
      currency: 'USD',
      fares: rials,
      exchange: { ...dollar, date: '2030-01-01' },
    };
    // As the server answers them in dollars: each price converted on its own, filed beside it.
    const seat = { price: usd(1_575_000), filed: 1_575_000 };
    const bags = { code: 'XBAG' as const, unit: 'kg' as const, currency: 'USD' as const, max: 30 };
    const offers = [{ ...bags, price: usd(2_500_005), filed: 2_500_005 }];
    const draft = {
      ...emptyDraft('IR'),
      seatsQuoteId: 'q1',
      seats: [{ direction: 'departure' as const, passengerIndex: 0, seat: '1A', ...seat }],
      services: { wheelchair: false, excessBaggageKg: 3, cargoKg: 0, animals: [] },
      discount: { code: 'X', amount: usd(1_000_003), filed: 1_000_003 },
    };
    const lines = priceLines(converted, draft, offers);
    // Written as the server answered them: never converted a second time.
    expect(lines.seats).toBe(150);
    expect(lines.services).toBe(3 * usd(2_500_005));
    expect(lines.discount).toBe(usd(1_000_003));
    // Lines may sum to a step off; the total is what bookFlight charges: one conversion of the
    // filed fares, seat, services and discount.
    expect(lines.total).toBe(usd(rials.amount + 1_575_000 + 3 * 2_500_005 - 1_000_003));
    expect(priceLines(converted, emptyDraft('IR'), offers).total).toBe(converted.total);
  });

  it('counts seats of this quote only, and grows as seats and services are added', () => {
    const draft = emptyDraft('IR');
    const offers = [
      {
        code: 'XBAG' as const,
        unit: 'kg' as const,
        price: 5,
        currency: 'USD' as const,
        filed: 5,
        max: 30,
      },
    ];
    const bare = priceLines(quote, draft, offers);
    expect(bare.total).toBe(quote.total);
    const seat = {
      direction: 'departure' as const,
      passengerIndex: 0,
      seat: '1A',
      price: 50,
      filed: 50,
    };
    expect(priceLines(quote, { ...draft, seatsQuoteId: 'old', seats: [seat] }, offers).seats).toBe(
      0,
    );
    const withSeat = priceLines(quote, { ...draft, seatsQuoteId: 'q1', seats: [seat] }, offers);
    expect(withSeat.total).toBe(bare.total + 50);
    const withBags = priceLines(
      quote,
      { ...draft, services: { ...draft.services, excessBaggageKg: 3 } },
      offers,
    );
    expect(withBags.services).toBe(15);
    expect(withBags.total).toBe(bare.total + 15);
  });

  it('writes the remaining time', () => {
    expect(formatRemaining(61_000)).toBe('1:01');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});

describe('the booking request', () => {
  it("sends the mobile in E.164, the main adult's services and the chosen payment", () => {
    const body = bookingRequest(
      quote,
      {
        passengers: [adult()],
        contact: { country: 'ir', mobile: '۰۹۱۲۱۲۳۴۵۶۷', email: ' a@example.com ' },
      },
      {
        services: { wheelchair: true, excessBaggageKg: 10, cargoKg: 0, animals: [] },
        discount: { code: 'WELCOME10', amount: 100, filed: 100 },
      },
      'key-1',
      'wallet',
    );
    expect(body).toMatchObject({
      quoteId: quote.quoteId,
      idempotencyKey: 'key-1',
      contact: { mobile: '+989121234567', country: 'IR', email: 'a@example.com' },
      services: { wheelchair: '1', excessBaggageKg: 10, cargoKg: 0, animals: [] },
      discountCode: 'WELCOME10',
      agreement: '1',
      payment: 'wallet',
    });
    expect(body.passengers).toHaveLength(1);
    expect(body.passengers[0]).toMatchObject({ type: 'ADT', firstName: 'ALI' });
  });
});
