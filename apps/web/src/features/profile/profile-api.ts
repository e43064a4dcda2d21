import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@parvaz/domain/contracts/auth';
import type { RequestKind, SupportStatus } from '@parvaz/domain/contracts/support';
import { apiCall, apiUpload, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';
import { authStore } from '../../lib/auth/auth-store';
import { readUserInfo } from '../../lib/auth/session-rules';
import { savedPassengersKey } from '../../lib/passengers/saved-passengers-api';
import { creditKey } from '../../lib/wallet/credit-api';

// The contracts' schemas load with the first answer that needs them, not with the page (a case's
// page draws its conversation with this module's parts).
const authContract = () => import('@parvaz/domain/contracts/auth');
const profileContract = () => import('@parvaz/domain/contracts/profile');
const supportContract = () => import('@parvaz/domain/contracts/support');

/** Keeps the header's copy of the user in step with what the server answered. */
async function rememberUser(data: unknown): Promise<UserInfo> {
  const user = (await authContract()).userInfoSchema.parse(data);
  authStore().getState().setUserInfo(readUserInfo(user));
  return user;
}

export const profileKeys = {
  info: ['profile', 'info'] as const,
  passengers: savedPassengersKey,
  credit: creditKey,
  banks: ['profile', 'banks'] as const,
  transactions: ['profile', 'transactions'] as const,
  tickets: ['profile', 'tickets'] as const,
  support: ['profile', 'support'] as const,
  desk: ['profile', 'desk'] as const,
};

export async function getInfo(signal?: AbortSignal): Promise<UserInfo> {
  return unwrap(await apiCall('user/getInfo', {}, { signal, parse: rememberUser }));
}

export function updateProfile(body: {
  firstName: string;
  lastName: string;
  email: string;
}): Promise<ApiResult<UserInfo>> {
  return apiCall('user/updateProfile', body, { quiet: true, parse: rememberUser });
}

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiUpload('user/uploadAvatar', body, {
    parse: parseLazily(() => supportContract().then((c) => c.avatarUploadedSchema)),
  });
}

export function changePassword(body: {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}) {
  return apiCall('auth/changePassword', body, { quiet: true, parse: (d) => d });
}

export async function getBanks(signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'payment/getBanksList',
      {},
      { signal, parse: parseLazily(() => profileContract().then((c) => c.banksListSchema)) },
    ),
  );
}

/** The banks a top-up may go through. */
export function banksQuery() {
  return queryOptions({ queryKey: profileKeys.banks, queryFn: ({ signal }) => getBanks(signal) });
}

export function increaseCredit(amount: string, bankId: string) {
  return apiCall(
    'user/increaseCredit',
    { amount, bankId },
    {
      quiet: true,
      parse: parseLazily(() => profileContract().then((c) => c.increaseCreditResponseSchema)),
    },
  );
}

export interface TransactionFilter {
  page: number;
  pageSize: number;
  type: string;
  from: string;
  to: string;
}

export async function getTransactions(filter: TransactionFilter, signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'user/getTransactions',
      {
        page: filter.page,
        pageSize: filter.pageSize,
        type: filter.type || undefined,
        from: filter.from || undefined,
        to: filter.to || undefined,
      },
      {
        signal,
        parse: parseLazily(() => profileContract().then((c) => c.transactionsResponseSchema)),
      },
    ),
  );
}

export async function getMyTickets(page: number, pageSize: number, signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'user/getMyTickets',
      { page, pageSize },
      {
        signal,
        parse: parseLazily(() => profileContract().then((c) => c.myTicketsResponseSchema)),
      },
    ),
  );
}

/** Bookings on a page of the profile's flights. */
export const myTicketsPageSize = 10;

/** The signed-in user's bookings, a page of them (the server draws it with the page). */
export function myTicketsQuery(page: number) {
  return queryOptions({
    queryKey: [...profileKeys.tickets, page],
    queryFn: ({ signal }) => getMyTickets(page, myTicketsPageSize, signal),
    retry: false,
  });
}

export async function getTicketList(status: SupportStatus | '', signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'profile/getTicketList',
      { page: 1, status: status || undefined },
      { signal, parse: parseLazily(() => supportContract().then((c) => c.ticketListSchema)) },
    ),
  );
}

export async function getTicketMessages(id: number, signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'profile/getTicketMessages',
      { id },
      { signal, parse: parseLazily(() => supportContract().then((c) => c.ticketThreadSchema)) },
    ),
  );
}

function withFiles(fields: Record<string, string>, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files', file);
  return body;
}

export function newTicket(title: string, description: string, files: readonly File[]) {
  return apiUpload('profile/newTicket', withFiles({ title, description }, files), {
    quiet: true,
    parse: parseLazily(() => supportContract().then((c) => c.ticketCreatedSchema)),
  });
}

export function newMessage(id: number, text: string, files: readonly File[], desk: boolean) {
  return apiUpload(
    desk ? 'profile/supporterReply' : 'profile/newMessage',
    withFiles({ id: String(id), text }, files),
    { quiet: true, parse: parseLazily(() => supportContract().then((c) => c.messageAddedSchema)) },
  );
}

/** The desk's list by status and by kind (a support request or a visitor's case); '' for all. */
export async function getDeskList(
  status: SupportStatus | '',
  kind: RequestKind | '',
  signal?: AbortSignal,
) {
  return unwrap(
    await apiCall(
      'profile/supporterTicketList',
      { page: 1, status: status || undefined, kind: kind || undefined },
      { signal, parse: parseLazily(() => supportContract().then((c) => c.deskTicketListSchema)) },
    ),
  );
}

export async function getDeskMessages(id: number, signal?: AbortSignal) {
  return unwrap(
    await apiCall(
      'profile/supporterMessages',
      { id },
      { signal, parse: parseLazily(() => supportContract().then((c) => c.deskThreadSchema)) },
    ),
  );
}

export async function setTicketStatus(id: number, status: SupportStatus) {
  return unwrap(
    await apiCall(
      'profile/setTicketStatus',
      { id, status },
      { parse: parseLazily(() => supportContract().then((c) => c.ticketStatusChangedSchema)) },
    ),
  );
}
