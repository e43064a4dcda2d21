import { queryOptions } from '@tanstack/react-query';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { apiCall, unwrap } from '../api/api-client';
import { parseLazily } from '../api/parse-lazily';

/** The signed-in customer's saved passengers: the profile's list and the booking form's picks. */
export const savedPassengersKey = ['profile', 'passengers'] as const;

export async function getPassengers(signal?: AbortSignal): Promise<SavedPassenger[]> {
  return unwrap(
    await apiCall(
      'user/getMyPassengers',
      {},
      {
        signal,
        parse: parseLazily(() =>
          import('@parvaz/domain/contracts/saved-passengers').then(
            (c) => c.savedPassengerListSchema,
          ),
        ),
      },
    ),
  );
}

/** The saved passengers as a query (the server draws the passengers page with them). */
export function savedPassengersQuery() {
  return queryOptions({
    queryKey: savedPassengersKey,
    queryFn: ({ signal }) => getPassengers(signal),
  });
}

/** The profile form's own fields: a passenger saved from a booking has none of them. */
type ProfileOnly = 'birth_country' | 'passport_country' | 'certificate_number' | 'email' | 'phone';

export type PassengerBody = Omit<SavedPassenger, 'id' | ProfileOnly> &
  Partial<Pick<SavedPassenger, ProfileOnly>>;

export function savePassenger(id: number | null, body: PassengerBody) {
  return id === null
    ? apiCall('user/insertMyPassengers', body, { quiet: true })
    : apiCall('user/updateMyPassengers', { id, ...body }, { quiet: true });
}

export async function deletePassenger(id: number): Promise<void> {
  unwrap(await apiCall('user/deleteMyPassengers', { id }));
}
