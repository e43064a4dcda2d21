import type { Weekday } from '@parvaz/domain/calendar/plain-date';

/** One airline's round trips on a route. */
export interface Service {
  airline: string;
  /** Types it flies there; round trip i uses aircraft[i % length]. */
  aircraft: readonly string[];
  /**
   * Round trips a day, spread over the day's bank by the schedule, or fixed local departure
   * times at the airport the round trip starts from (international slots are fixed).
   */
  rotations: number | readonly string[];
  /** Weekdays the round trip starts on (0 = Sunday); every day when absent. */
  days?: readonly Weekday[];
  /** The aircraft is based at the route's second airport, so the round trip starts there. */
  basedAtB?: boolean;
}

/** A pair of airports with both directions flown. */
export interface Route {
  a: string;
  b: string;
  /** Block minutes a→b and b→a; westbound legs are longer against the jet stream. */
  block: readonly [number, number];
  /**
   * The usual adult one-way economy fare, lowest to highest, in minor units of the route's
   * currency (IRR within Iran, USD otherwise): demand moves a flight's fare inside it.
   */
  fare: readonly [number, number];
  services: readonly Service[];
}

/** Rial fares written in millions, as Iranian fare sheets print them. */
const irr = (low: number, high: number) => [low * 1_000_000, high * 1_000_000] as const;
/** Dollar fares in whole dollars, stored in cents. */
const usd = (low: number, high: number) => [low * 100, high * 100] as const;

function route(
  a: string,
  b: string,
  block: readonly [number, number],
  fare: readonly [number, number],
  services: readonly Service[],
): Route {
  return { a, b, block, fare, services };
}

/** 'A306/A320C' → both types in turn. */
function by(
  airline: string,
  rotations: Service['rotations'],
  aircraft: string,
  options: Pick<Service, 'days' | 'basedAtB'> = {},
): Service {
  return { airline, rotations, aircraft: aircraft.split('/'), ...options };
}

const atB = { basedAtB: true } as const;
/** Days of the week a round trip starts on, 0 = Sunday. */
const on = (...days: Weekday[]) => ({ days });
/** Based at the second airport, on those days only. */
const onB = (...days: Weekday[]) => ({ basedAtB: true, days });

// Tehran's domestic flights use Mehrabad (THR), its international ones Imam Khomeini (IKA).
// Istanbul: Turkish Airlines at IST, Pegasus and AJet at Sabiha Gökçen (SAW).
// Block times are scheduled gate-to-gate times; fares are 2026 levels.
// prettier-ignore
export const domesticRoutes: readonly Route[] = [
  // The six home-page routes (and their reverse): the busiest trunk routes in Iran.
  route('THR', 'MHD', [80, 80], irr(32, 52), [
    by('IR', 2, 'A306/A320C'), by('W5', 2, 'A306/A310'), by('EP', 1, 'F100'), by('QB', 1, 'A320'),
    by('Y9', 1, 'MD83'), by('RV', 1, 'MD83'), by('ZV', 1, 'MD83'), by('I3', 1, 'MD83'),
    by('HH', 1, 'MD88', atB), by('B9', 1, 'MD82'), by('IS', 1, 'B734'), by('VR', 1, 'B735'),
  ]),
  route('THR', 'KIH', [100, 100], irr(35, 58), [
    by('IR', 1, 'A320C'), by('W5', 1, 'A310'), by('Y9', 2, 'MD83/F100', atB), by('QB', 1, 'A320'),
    by('ZV', 1, 'MD83'), by('B9', 1, 'MD82'), by('IS', 1, 'B734'),
  ]),
  route('THR', 'SYZ', [80, 80], irr(30, 50), [
    by('IR', 2, 'A321/A320C'), by('W5', 1, 'A306'), by('EP', 1, 'F100'), by('QB', 1, 'A320'),
    by('IS', 2, 'B734', atB), by('ZV', 1, 'A320'),
  ]),
  route('MHD', 'KIH', [110, 110], irr(36, 60), [
    by('HH', 1, 'MD88'), by('Y9', 1, 'MD83', atB), by('QB', 1, 'A320'), by('W5', 1, 'A310'),
    by('IR', 1, 'A320C'),
  ]),
  route('MHD', 'SYZ', [95, 95], irr(33, 55), [
    by('HH', 1, 'MD88'), by('IR', 1, 'F100'), by('EP', 1, 'F100'), by('IS', 1, 'B734', atB),
    by('B9', 1, 'MD82'),
  ]),
  // Tehran's other domestic routes; the thinner ones a few days a week.
  route('THR', 'IFN', [55, 55], irr(22, 36), [by('IR', 1, 'F100')]),
  route('THR', 'TBZ', [75, 75], irr(28, 45), [
    by('IR', 1, 'A320C'), by('I3', 2, 'MD83/A320', atB), by('W5', 1, 'A310', on(0, 3, 5)),
  ]),
  route('THR', 'AWZ', [75, 75], irr(28, 46), [
    by('IR', 1, 'A306'), by('W5', 1, 'A306'), by('ZV', 1, 'MD83', atB),
  ]),
  route('THR', 'BND', [105, 105], irr(35, 56), [
    by('IR', 1, 'A320C'), by('W5', 1, 'A310'), by('QB', 1, 'A320'),
  ]),
  route('THR', 'KER', [90, 90], irr(32, 50), [by('W5', 2, 'A310/A306')]),
  route('THR', 'AZD', [70, 70], irr(26, 42), [by('IR', 1, 'F100'), by('EP', 1, 'F100', on(1, 4, 6))]),
  route('THR', 'ZAH', [115, 115], irr(36, 58), [
    by('IR', 1, 'A320C'), by('W5', 1, 'A310', on(0, 1, 3, 5)), by('EP', 1, 'F100', on(2, 4, 6)),
  ]),
  route('THR', 'RAS', [50, 50], irr(20, 32), [by('IR', 1, 'AT76'), by('EP', 1, 'AT76', on(0, 2, 4, 6))]),
  route('THR', 'SRY', [50, 50], irr(20, 32), [by('VR', 2, 'B735', atB)]),
  route('THR', 'KSH', [60, 60], irr(24, 38), [by('EP', 1, 'F100'), by('IR', 1, 'AT76', on(1, 3, 5))]),
  route('THR', 'OMH', [75, 75], irr(28, 44), [by('IR', 1, 'F100'), by('EP', 1, 'F100', on(0, 3, 5))]),
  route('THR', 'BUZ', [85, 85], irr(30, 48), [by('IR', 1, 'F100'), by('EP', 1, 'F100', on(2, 4, 6))]),
  route('THR', 'GSM', [105, 105], irr(35, 56), [
    by('QB', 1, 'A320', atB), by('QB', 1, 'F100', on(3, 4, 5)),
  ]),
  route('THR', 'ZBR', [135, 135], irr(40, 62), [
    by('IR', 1, 'A320C', on(0, 2, 4)), by('EP', 1, 'F100', on(1, 3, 5, 6)),
  ]),
  route('THR', 'ABD', [80, 80], irr(28, 46), [by('IR', 1, 'F100'), by('ZV', 1, 'MD83', onB(0, 2, 4, 6))]),
  route('THR', 'GBT', [55, 55], irr(22, 34), [by('EP', 1, 'AT76', on(0, 2, 4, 6))]),
  route('THR', 'ADU', [65, 65], irr(24, 38), [by('EP', 1, 'AT76', on(1, 3, 5, 6))]),
  route('THR', 'XBJ', [95, 95], irr(32, 50), [by('EP', 1, 'F100', on(0, 2, 4, 5))]),
  route('THR', 'BJB', [75, 75], irr(28, 44), [by('EP', 1, 'AT76', on(1, 3, 6))]),
  route('THR', 'LRR', [95, 95], irr(32, 52), [by('EP', 1, 'F100')]),
  // Mashhad, the second hub (Taban's base).
  route('MHD', 'IFN', [90, 90], irr(30, 48), [by('HH', 1, 'MD88'), by('IR', 1, 'F100', on(1, 4))]),
  route('MHD', 'TBZ', [120, 120], irr(38, 60), [
    by('I3', 1, 'MD83', onB(0, 2, 4, 6)), by('HH', 1, 'MD88', on(1, 3, 5)),
  ]),
  route('MHD', 'AWZ', [125, 125], irr(38, 60), [by('HH', 1, 'MD88'), by('W5', 1, 'A310', on(2, 5))]),
  route('MHD', 'BND', [100, 100], irr(34, 54), [by('HH', 1, 'MD88')]),
  route('MHD', 'KER', [80, 80], irr(28, 44), [by('W5', 1, 'A310', on(0, 2, 4, 6))]),
  route('MHD', 'AZD', [75, 75], irr(26, 42), [by('HH', 1, 'MD88', on(1, 3, 5))]),
  route('MHD', 'ZAH', [80, 80], irr(28, 44), [by('IR', 1, 'F100')]),
  route('MHD', 'KSH', [115, 115], irr(36, 56), [by('HH', 1, 'MD88', on(0, 3, 5))]),
  route('MHD', 'RAS', [95, 95], irr(32, 50), [by('EP', 1, 'F100', on(2, 5, 6))]),
  route('MHD', 'GSM', [105, 105], irr(35, 56), [by('QB', 1, 'F100', onB(1, 4, 6))]),
  // Point to point, mostly to the islands.
  route('SYZ', 'KIH', [55, 55], irr(22, 36), [by('Y9', 1, 'F100', atB), by('IS', 1, 'B734', on(0, 3, 5))]),
  route('IFN', 'KIH', [80, 80], irr(30, 46), [by('Y9', 1, 'MD83', atB), by('IR', 1, 'F100', on(2, 4, 6))]),
  route('TBZ', 'KIH', [135, 135], irr(40, 62), [
    by('I3', 1, 'MD83', on(1, 3, 5)), by('Y9', 1, 'MD83', onB(0, 2, 4, 6)),
  ]),
  route('AWZ', 'KIH', [80, 80], irr(30, 46), [by('Y9', 1, 'F100', onB(1, 3, 5, 6))]),
  route('SYZ', 'AWZ', [65, 65], irr(24, 38), [by('IR', 1, 'F100', on(0, 2, 4))]),
  route('SYZ', 'BND', [60, 60], irr(22, 36), [by('IR', 1, 'AT76', on(1, 3, 5, 6))]),
  route('IFN', 'BND', [75, 75], irr(28, 44), [by('IR', 1, 'F100', on(0, 3, 5))]),
  route('KER', 'KIH', [75, 75], irr(28, 44), [by('W5', 1, 'A310', on(1, 4, 6))]),
];

// prettier-ignore
export const internationalRoutes: readonly Route[] = [
  route('IKA', 'IST', [235, 210], usd(180, 320), [
    by('IR', ['08:00'], 'A332'), by('W5', ['09:40'], 'A343'), by('QB', ['06:30'], 'A320'),
    by('TK', ['11:05', '19:40'], 'A332/A321', atB),
  ]),
  route('IKA', 'SAW', [235, 210], usd(150, 270), [
    by('PC', ['19:20'], 'A20N', atB), by('VF', ['14:25'], 'B738', atB),
  ]),
  route('IKA', 'MCT', [140, 135], usd(150, 260), [
    by('IR', ['10:30'], 'A320C', on(0, 2, 4)), by('WY', ['09:15'], 'B738C', atB),
    by('OV', ['16:40'], 'A20N', atB),
  ]),
  route('MHD', 'IST', [265, 240], usd(200, 340), [
    by('TK', ['01:30'], 'A321', atB), by('W5', ['07:15'], 'A310', on(1, 3, 5, 6)),
  ]),
  route('MHD', 'MCT', [140, 140], usd(140, 240), [
    by('OV', ['11:20'], 'A20N', atB), by('EP', ['09:00'], 'B734', on(2, 4, 6)),
  ]),
  route('IST', 'MCT', [280, 305], usd(250, 420), [
    by('TK', ['21:35'], 'A332'), by('WY', ['02:10'], 'A332', atB),
  ]),
  route('SYZ', 'IST', [245, 220], usd(190, 330), [
    by('TK', ['02:10'], 'A321', atB), by('QB', ['07:30'], 'A320', on(0, 3, 5)),
  ]),
  route('IFN', 'IST', [230, 205], usd(190, 320), [
    by('TK', ['00:55'], 'B738C', atB), by('W5', ['08:30'], 'A310', on(2, 5)),
  ]),
  route('TBZ', 'IST', [175, 155], usd(150, 280), [
    by('TK', ['10:15'], 'A321', atB), by('I3', ['08:00'], 'A320', on(0, 1, 3, 5)),
  ]),
  route('TBZ', 'SAW', [175, 155], usd(130, 240), [by('PC', ['08:45'], 'A20N', atB)]),
  route('IKA', 'ESB', [190, 170], usd(170, 300), [
    by('VF', ['12:10'], 'B738', onB(1, 3, 5)),
  ]),
  // Antalya: holiday flights a few days a week.
  route('IKA', 'AYT', [215, 190], usd(190, 330), [
    by('W5', ['07:00'], 'A310', on(0, 4)), by('QB', ['08:15'], 'A320', on(2, 6)),
  ]),
  route('SYZ', 'MCT', [110, 110], usd(140, 240), [
    by('OV', ['14:10'], 'A20N', onB(0, 2, 4, 6)),
  ]),
];

// Flights inside Oman and Türkiye, for the other two brands' home pages. Not IRR: the offers'
// currencies are IRR, USD and KWD, so these are sold in dollars.
// prettier-ignore
export const foreignDomesticRoutes: readonly Route[] = [
  route('MCT', 'SLL', [100, 100], usd(60, 140), [by('WY', 2, 'B738C'), by('OV', 2, 'A20N')]),
  route('MCT', 'KHS', [55, 55], usd(50, 120), [by('WY', 1, 'B738C', on(0, 2, 4))]),
  route('IST', 'ESB', [65, 65], usd(45, 110), [by('TK', 3, 'A321/B738C')]),
  route('SAW', 'ESB', [60, 60], usd(35, 90), [by('PC', 1, 'A20N'), by('VF', 1, 'A20N')]),
  route('IST', 'ADB', [70, 70], usd(45, 110), [by('TK', 2, 'A321/B738C')]),
  route('SAW', 'ADB', [70, 70], usd(35, 90), [by('PC', 1, 'A20N')]),
  route('IST', 'AYT', [80, 80], usd(50, 120), [by('TK', 2, 'A321/B738C')]),
  route('SAW', 'AYT', [75, 75], usd(40, 100), [by('PC', 1, 'A21N'), by('VF', 1, 'B738', on(0, 4, 5, 6))]),
];

export const network: readonly Route[] = [
  ...domesticRoutes,
  ...internationalRoutes,
  ...foreignDomesticRoutes,
];
