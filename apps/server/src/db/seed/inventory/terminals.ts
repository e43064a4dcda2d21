/**
 * The terminal a flight uses at an airport, where the airport has more than one; null where it
 * has one building or its terminals are not assigned by airline.
 */

// Mehrabad: Iran Air and its Iran Airtour use Terminal 4, the other domestic carriers Terminal 2.
const mehrabadTerminal4 = new Set(['IR', 'B9']);

export function terminalAt(
  airport: string,
  airline: string,
  international: boolean,
): string | null {
  switch (airport) {
    case 'THR':
      return mehrabadTerminal4.has(airline) ? '4' : '2';
    case 'IKA':
      // Terminal 1 is Imam Khomeini's passenger terminal for scheduled flights.
      return '1';
    case 'SYZ':
      return international ? '2' : '1';
    case 'IST':
      // One building; international and domestic flights leave from its two halls.
      return international ? 'I' : 'D';
    default:
      return null;
  }
}
