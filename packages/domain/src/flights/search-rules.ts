import { addDays, formatIsoDate, isIsoDate, parseIsoDate } from '../calendar/plain-date';
import type { MessageKey } from '../messages';
import { cityByCode, todayAt } from '../reference/cities';

/** How far ahead flights are sold. */
export const searchHorizonDays = 365;

type Issue = { path: string; key: MessageKey };

/**
 * The rules of a flight search (spec section 5 and 9). `now` is passed in so the server and the
 * browser judge "in the past" the same way, at the origin's local date.
 */
export function searchProblems(
  input: {
    origin: string;
    destination: string;
    departureDate: string;
    returnDate: string;
    roundTrip: boolean;
  },
  now: Date,
): Issue[] {
  const issues: Issue[] = [];
  if (!input.origin || !input.destination) {
    if (!input.origin) issues.push({ path: 'origin', key: 'originDestinationRequired' });
    if (!input.destination) issues.push({ path: 'destination', key: 'originDestinationRequired' });
  } else {
    if (!cityByCode(input.origin)) issues.push({ path: 'origin', key: 'unknownCity' });
    if (!cityByCode(input.destination)) issues.push({ path: 'destination', key: 'unknownCity' });
    if (input.origin === input.destination)
      issues.push({ path: 'destination', key: 'sameOriginDestination' });
  }
  const today = todayAt(input.origin, now);
  const lastDay = formatIsoDate(addDays(parseIsoDate(today), searchHorizonDays));
  const checkDate = (path: string, value: string, missing: MessageKey) => {
    if (!value) return issues.push({ path, key: missing });
    if (!isIsoDate(value)) return issues.push({ path, key: 'invalidValue' });
    if (value < today) return issues.push({ path, key: 'dateInPast' });
    if (value > lastDay) return issues.push({ path, key: 'dateTooFar' });
    return undefined;
  };
  if (input.roundTrip) {
    checkDate('departureDate', input.departureDate, 'departureReturnDateRequired');
    checkDate('returnDate', input.returnDate, 'departureReturnDateRequired');
    if (
      isIsoDate(input.departureDate) &&
      isIsoDate(input.returnDate) &&
      input.returnDate < input.departureDate
    ) {
      issues.push({ path: 'returnDate', key: 'returnBeforeDeparture' });
    }
  } else {
    checkDate('departureDate', input.departureDate, 'departureDateRequired');
  }
  return issues;
}
