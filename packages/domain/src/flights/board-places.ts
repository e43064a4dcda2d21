/**
 * Where a flight is handled at an airport: its terminal, the gate it boards at and the belt its
 * bags come out on. The flight data carries a terminal where the airport assigns them by airline
 * (the schedule's own rule); gates and belts are not part of it, so they are drawn from the
 * airport's halls by a hash of the flight and its day: the same flight always shows the same
 * gate, two flights of a day spread over the hall, and every server agrees.
 */

/** An airport's passenger halls: gates per terminal and baggage belts, where known. */
interface AirportHalls {
  terminals: readonly string[];
  gates: number;
  belts: number;
}

const smallAirport: AirportHalls = { terminals: ['1'], gates: 6, belts: 3 };

// The larger airports of the network; the rest have one building and a few gates.
const halls: Record<string, AirportHalls> = {
  THR: { terminals: ['2', '4'], gates: 12, belts: 6 },
  IKA: { terminals: ['1'], gates: 24, belts: 10 },
  MHD: { terminals: ['1', '2'], gates: 14, belts: 7 },
  SYZ: { terminals: ['1', '2'], gates: 10, belts: 5 },
  IFN: { terminals: ['1'], gates: 8, belts: 4 },
  KIH: { terminals: ['1'], gates: 8, belts: 4 },
  MCT: { terminals: ['1'], gates: 30, belts: 10 },
  IST: { terminals: ['D', 'I'], gates: 40, belts: 16 },
  SAW: { terminals: ['D', 'I'], gates: 24, belts: 10 },
  ESB: { terminals: ['D', 'I'], gates: 16, belts: 8 },
  AYT: { terminals: ['D', '1', '2'], gates: 20, belts: 10 },
};

function hallsOf(airport: string): AirportHalls {
  return halls[airport] ?? smallAirport;
}

/** FNV-1a over the text: small, stable across processes and releases. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Names one flight on one day at one airport, e.g. `THR|IR452|2026-12-01`. */
export interface BoardFlightKey {
  airport: string;
  /** Airline code and number, `IR452`. */
  flightNumber: string;
  /** The flight's departure date (local at its origin). */
  date: string;
}

const keyText = (key: BoardFlightKey, what: string) =>
  `${what}|${key.airport}|${key.flightNumber}|${key.date}`;

/** The terminal: the one the flight data names, else one of the airport's by the flight's hash. */
export function boardTerminal(key: BoardFlightKey, recorded: string | null): string {
  if (recorded) return recorded;
  const { terminals } = hallsOf(key.airport);
  return terminals[stableHash(keyText(key, 'terminal')) % terminals.length] ?? '1';
}

/** The departure gate, numbered within the airport's gates (`7`, `23`). */
export function boardGate(key: BoardFlightKey): string {
  return String((stableHash(keyText(key, 'gate')) % hallsOf(key.airport).gates) + 1);
}

/** The arrival's baggage belt, numbered within the airport's belts. */
export function boardBelt(key: BoardFlightKey): string {
  return String((stableHash(keyText(key, 'belt')) % hallsOf(key.airport).belts) + 1);
}
