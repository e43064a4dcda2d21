import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { MessageKey } from '@parvaz/domain/messages';
import type { PassengerType } from '@parvaz/domain/passengers/passenger-list';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { emptyPassengerValues, type PassengerValues } from '../../lib/passengers/passenger-values';
import { noServices, type ServiceChoices } from '../../lib/services/service-choices';

/** One passenger card as typed (text as entered; dates as the selects hold them). */
export type DraftPassenger = PassengerValues;

/** A seat picked for a passenger on one flight of the quote. */
export interface DraftSeat {
  direction: 'departure' | 'return';
  passengerIndex: number;
  seat: string;
  /** Its price as the seat map showed it, in the quote's currency. */
  price: number;
  /** That price as filed, in the fares' currency: the total adds it to the quote's `fares`. */
  filed: number;
}

export interface BookingDraft {
  passengers: DraftPassenger[];
  contact: { country: string; mobile: string; email: string };
  services: ServiceChoices;
  /** Seats belong to one quote: a refreshed flight starts without them. */
  seatsQuoteId: string;
  seats: DraftSeat[];
  discountCode: string;
  /** A code that applies: what it takes off as shown (the quote's currency) and as filed. */
  discount: { code: string; amount: number; filed: number } | null;
  agreement: boolean;
  /** A signed-in customer's choice to add the passengers to the saved list after booking. */
  savePassengers: boolean;
}

/** The passenger step's form (react-hook-form values): the cards and the contact. */
export type PassengerForm = Pick<BookingDraft, 'passengers' | 'contact'>;
/** The rest of the draft, kept in page state: services, seats, discount, agreement. */
export type DraftExtras = Omit<BookingDraft, 'passengers' | 'contact'>;

/** What a field shows under it: a message key of the `messages` namespace, or the server's text. */
export type FieldError = { key: MessageKey; params?: Record<string, unknown> } | { text: string };
/** By dotted path, as the API names fields (`passengers.0.national_id`, `contact.mobile`). */
export type FieldErrors = Record<string, FieldError>;

export const emptyPassenger = emptyPassengerValues;

export function emptyDraft(country: string): BookingDraft {
  return {
    passengers: [],
    contact: { country, mobile: '', email: '' },
    services: noServices(),
    seatsQuoteId: '',
    seats: [],
    discountCode: '',
    discount: null,
    agreement: false,
    savePassengers: true,
  };
}

/**
 * The cards the quote asks for (adults, then children, then infants), keeping what was typed
 * for a passenger of the same type and position.
 */
export function passengersForCounts(
  counts: QuoteResponse['passengers'],
  typed: readonly DraftPassenger[],
  nationality: string,
  calendar: CalendarMode,
): DraftPassenger[] {
  const used: Record<PassengerType, number> = { ADT: 0, CHD: 0, INF: 0 };
  return passengerTypesOf(counts).map((type) => {
    const same = typed.filter((p) => p.type === type)[used[type]];
    used[type] += 1;
    return same ?? emptyPassenger(type, nationality, calendar);
  });
}

/** The type of each card, in order: adults, then children, then infants. */
export function passengerTypesOf(counts: QuoteResponse['passengers']): PassengerType[] {
  return [
    ...Array<PassengerType>(counts.adult).fill('ADT'),
    ...Array<PassengerType>(counts.child).fill('CHD'),
    ...Array<PassengerType>(counts.infant).fill('INF'),
  ];
}

/** The number of each passenger type before `index` plus one: "Adult 2", "Child 1". */
export function ordinalOfType(
  passengers: readonly Pick<DraftPassenger, 'type'>[],
  index: number,
): number {
  return ordinalAmong(
    passengers.map((p) => p.type),
    index,
  );
}

/** `ordinalOfType` over the cards' types alone. */
export function ordinalAmong(types: readonly PassengerType[], index: number): number {
  const type = types[index];
  return types.slice(0, index + 1).filter((t) => t === type).length;
}

/**
 * How a passenger is named where no name is typed yet ("Adult 2", "بزرگسال ۲"): the type and its
 * ordinal in the language's digits.
 */
export function passengerTitleOf(
  passengers: readonly Pick<DraftPassenger, 'type'>[],
  index: number,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: Language,
): string {
  const type = passengers[index]?.type ?? 'ADT';
  return t('booking.passengerTitle', {
    type: t(`booking.type.${type}`),
    n: toLocalDigits(String(ordinalOfType(passengers, index)), language),
  });
}

/**
 * The name a seat dialog is for: the passenger's typed name, else their type and ordinal in the
 * language's digits.
 */
export function seatDialogNameOf(
  passengers: readonly Pick<DraftPassenger, 'type' | 'firstName' | 'lastName'>[],
  index: number,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: Language,
): string {
  const p = passengers[index];
  if (!p) return '';
  return `${p.firstName} ${p.lastName}`.trim() || passengerTitleOf(passengers, index, t, language);
}

const draftStoragePrefix = 'parvaz.booking.draft.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The typed form of one flight choice, kept in session storage so a reload loses nothing. */
export function loadDraft(selection: string): Partial<BookingDraft> | null {
  try {
    const raw = sessionStorage.getItem(draftStoragePrefix + selection);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    if (parsed.passengers !== undefined && !Array.isArray(parsed.passengers)) return null;
    // Written by this module only; a shape from an older version starts over.
    return parsed as Partial<BookingDraft>;
  } catch {
    return null;
  }
}

/** Writes part of the draft over what is stored: the form and the page state save separately. */
export function saveDraft(selection: string, part: Partial<BookingDraft>): void {
  try {
    const stored = loadDraft(selection);
    sessionStorage.setItem(draftStoragePrefix + selection, JSON.stringify({ ...stored, ...part }));
  } catch {
    // Storage full or blocked (private mode): the form still works, it just is not kept.
  }
}

export function clearDraft(selection: string): void {
  try {
    sessionStorage.removeItem(draftStoragePrefix + selection);
  } catch {
    // Nothing to clear.
  }
}
