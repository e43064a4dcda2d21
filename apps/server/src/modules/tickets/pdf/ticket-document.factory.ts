import { buildTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import type { TicketDocument } from './ticket-pdf';

/** A brand logo of the kind the web app serves (apps/web/public/brands/*). */
export const sampleLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 206 56" role="img" aria-label="Sepehran">
  <title>Sepehran</title>
  <circle cx="26" cy="28" r="25" fill="#FB3640"/>
  <g transform="translate(4 4) scale(.75)"><path d="M10 30.5 54 12 39.5 52 31 37.5Z" fill="#fff"/><path d="M31 37.5 54 12" stroke="#FB3640" stroke-width="2.5" stroke-linecap="round"/><path d="M31 37.5 29 47 35.5 41.5" fill="#fff" opacity=".75"/></g>
  <text x="62" y="31" font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="25" font-weight="700" fill="#333333" letter-spacing=".3">Sepehran</text>
  <text x="63" y="47" font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="11" font-weight="600" fill="#B0262D" letter-spacing="2.2">FLIGHTS · HOTELS</text>
</svg>`;

export const sampleTicketNumbers = {
  aliOut: buildTicketNumber('096', 412_345_001),
  aliBack: buildTicketNumber('096', 412_345_002),
  saraOut: buildTicketNumber('096', 412_345_003),
  saraBack: buildTicketNumber('096', 412_345_004),
};

/** A Persian round trip for two passengers, Tehran to Bandar Abbas, Jalali dates. */
export function buildPersianTicketDocument(
  overrides: Partial<TicketDocument> = {},
): TicketDocument {
  return {
    lang: 'fa',
    brand: { name: 'سپهران', primary: '#FB3640', logoSvg: sampleLogoSvg },
    pnr: 'X7K2QD',
    trackingCode: 'SP-48151623',
    issuedAt: '2026-11-20T06:30:00Z',
    contact: { mobile: '+989121234567', email: 'ali.rezaei@example.com' },
    passengers: [
      {
        name: 'ALI REZAEI',
        type: 'ADT',
        services: [
          { label: 'ویلچر', quantity: 1, status: 'confirmed' },
          { label: 'بار اضافه (۱۰ کیلوگرم)', quantity: 1, status: 'requested' },
        ],
        tickets: [
          {
            direction: 'departure',
            ticketNumber: sampleTicketNumbers.aliOut,
            status: 'Confirmed',
            seat: '12A',
          },
          {
            direction: 'return',
            ticketNumber: sampleTicketNumbers.aliBack,
            status: 'Confirmed',
            seat: null,
          },
        ],
      },
      {
        name: 'SARA REZAEI',
        type: 'CHD',
        services: [],
        tickets: [
          {
            direction: 'departure',
            ticketNumber: sampleTicketNumbers.saraOut,
            status: 'Confirmed',
            seat: '12B',
          },
          {
            direction: 'return',
            ticketNumber: sampleTicketNumbers.saraBack,
            status: 'NotVerified',
            seat: null,
          },
        ],
      },
    ],
    segments: [
      {
        direction: 'departure',
        flightNumber: 'IR 452',
        airline: 'ایران ایر',
        origin: { city: 'تهران', airport: 'THR', terminal: '2' },
        destination: { city: 'بندر عباس', airport: 'BND', terminal: null },
        departureTime: '2026-12-01T07:45:00+03:30',
        arrivalTime: '2026-12-01T09:30:00+03:30',
        aircraft: 'Airbus A320',
        cabin: 'economy',
        priceClass: 'Y',
        baggageKg: 20,
      },
      {
        direction: 'return',
        flightNumber: 'IR 453',
        airline: 'ایران ایر',
        origin: { city: 'بندر عباس', airport: 'BND', terminal: null },
        destination: { city: 'تهران', airport: 'THR', terminal: '2' },
        departureTime: '2026-12-05T18:30:00+03:30',
        arrivalTime: '2026-12-05T20:10:00+03:30',
        aircraft: 'Airbus A320',
        cabin: 'economy',
        priceClass: 'Y',
        baggageKg: 20,
      },
    ],
    fare: { amount: 48_500_000, currency: 'IRR' },
    calendar: 'jalali',
    ...overrides,
  };
}

/** An English round trip for two passengers, Istanbul to Tehran, Gregorian dates. */
export function buildEnglishTicketDocument(
  overrides: Partial<TicketDocument> = {},
): TicketDocument {
  return {
    lang: 'en',
    brand: {
      name: 'Parvaz Türkiye',
      primary: '#FB3640',
      logoSvg: sampleLogoSvg
        .replaceAll('Sepehran', 'Parvaz Türkiye')
        .replace('0 0 206 56', '0 0 250 56'),
    },
    pnr: 'T9M4LB',
    trackingCode: 'TK-20261201',
    issuedAt: '2026-11-20T21:45:00Z',
    contact: { mobile: '+905321234567', email: 'ali.rezaei@example.com' },
    passengers: [
      {
        name: 'ALI REZAEI',
        type: 'ADT',
        services: [{ label: 'Wheelchair', quantity: 1, status: 'confirmed' }],
        tickets: [
          {
            direction: 'departure',
            ticketNumber: sampleTicketNumbers.aliOut,
            status: 'Confirmed',
            seat: '3C',
          },
          {
            direction: 'return',
            ticketNumber: sampleTicketNumbers.aliBack,
            status: 'Confirmed',
            seat: '4C',
          },
        ],
      },
      {
        name: 'SARA REZAEI',
        type: 'INF',
        services: [],
        tickets: [
          {
            direction: 'departure',
            ticketNumber: sampleTicketNumbers.saraOut,
            status: 'Confirmed',
            seat: null,
          },
          { direction: 'return', ticketNumber: null, status: 'NotVerified', seat: null },
        ],
      },
    ],
    segments: [
      {
        direction: 'departure',
        flightNumber: 'TK 878',
        airline: 'Turkish Airlines',
        origin: { city: 'Istanbul', airport: 'IST', terminal: 'I' },
        destination: { city: 'Tehran', airport: 'IKA', terminal: '1' },
        departureTime: '2026-12-01T19:05:00+03:00',
        arrivalTime: '2026-12-02T00:05:00+03:30',
        aircraft: 'Boeing 737-800',
        cabin: 'business',
        priceClass: 'J Flex',
        baggageKg: 30,
      },
      {
        direction: 'return',
        flightNumber: 'TK 879',
        airline: 'Turkish Airlines',
        origin: { city: 'Tehran', airport: 'IKA', terminal: '1' },
        destination: { city: 'Istanbul', airport: 'IST', terminal: 'I' },
        departureTime: '2026-12-10T07:00:00+03:30',
        arrivalTime: '2026-12-10T09:45:00+03:00',
        aircraft: 'Airbus A321neo',
        cabin: 'business',
        priceClass: 'J Flex',
        baggageKg: 30,
      },
    ],
    fare: { amount: 184_250, currency: 'USD' },
    calendar: 'gregorian',
    ...overrides,
  };
}
