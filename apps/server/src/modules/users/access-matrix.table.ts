import { roles, type Role } from '@parvaz/domain/roles';
import { iranianNationalCode } from '../../test/factories';
import { operatorRows } from './access-matrix.operator.table';
import { png, pngFile, type Upload } from './access-matrix.files';
import { supportRows } from './access-matrix.support.table';

export { png, pngFile, type Upload } from './access-matrix.files';

/** The access matrix's table: every endpoint a signed-in user calls, and what it must refuse. */

/**
 * Who tries the owner's data: another customer of the brand or of another brand, the brand's
 * supporter or another brand's supporter and operator, an agency user of an agency that did not sell the owner's booking,
 * and one of the selling agency itself but signed up on another brand.
 */
export type Intruder =
  | 'customer'
  | 'foreignCustomer'
  | 'supporter'
  | 'foreignSupporter'
  | 'foreignOperator'
  | 'otherAgency'
  | 'foreignAgency';

/**
 * Ids of what the owner has: a saved passenger, a support request, its file, the avatar, and a
 * refund request of the owner's booking waiting at the desk; and a visitor's confidential safety
 * report with its file, which the brand's desk reads only when named for safety reports.
 */
export interface OwnedIds {
  passenger: number;
  request: number;
  attachment: string;
  avatar: string;
  refund: number;
  confidentialReport: number;
  confidentialFile: string;
}

export interface Request {
  body?: Record<string, unknown>;
  /** Sent as multipart/form-data with `body` as its text fields. */
  files?: Upload[];
  params?: Record<string, string>;
  /** A GET's query string. */
  query?: Record<string, string>;
}

export type Check =
  /** Takes an id of the owner's: another user gets 404, as for an id that does not exist. */
  | { expect: 'notFound'; as: Intruder[]; request: (ids: OwnedIds) => Request }
  /** Reads the caller's own data: another user's answer holds nothing of the owner's. */
  | { expect: 'noneOfTheOwners'; as: Intruder[]; request: Request }
  /** Changes the caller's own data: done by another user, the owner's stays as it was. */
  | { expect: 'ownChange'; status: number; request: Request };

export interface Route {
  method: 'GET' | 'POST';
  /** As registered: '/api/files/:id'. */
  path: string;
}

export interface Row extends Route {
  /** Who may call it. */
  roles: readonly Role[];
  checks: Check[];
}

export const signedIn = roles.filter((role) => role !== 'guest');
const customers = ['customer'] as const;
/** Refunds are decided by the desk and by the agency that sold the booking. */
const refundDesk = ['supporter', 'operator', 'agency'] as const;

/** The owner's files: PNGs by their first bytes, with bytes of their own after the image. */
export const ownerAttachment = Buffer.concat([png, Buffer.from('ownerly attachment bytes')]);
export const ownerAvatar = Buffer.concat([png, Buffer.from('ownerly avatar bytes')]);

export const savedPassenger = {
  type: 'ADT',
  firstName: 'ALICE',
  lastName: 'OWNERLY',
  gender: 'F',
  birth_date: '1988-06-14',
  nationality: 'IRN',
  national_id: iranianNationalCode('049937089'),
};
export const ownerFunds = 48_151_623;
export const writerPassword = 'Writer123';

export const rows: Row[] = [
  ...operatorRows,
  ...supportRows,
  {
    method: 'POST',
    path: '/api/auth/changePassword',
    roles: signedIn,
    checks: [
      {
        expect: 'ownChange',
        status: 200,
        request: {
          body: {
            oldPassword: writerPassword,
            password: 'Writer456',
            confirmPassword: 'Writer456',
          },
        },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    roles: signedIn,
    checks: [{ expect: 'ownChange', status: 200, request: {} }],
  },
  {
    method: 'POST',
    path: '/api/user/getInfo',
    roles: signedIn,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/user/updateProfile',
    roles: signedIn,
    checks: [
      {
        expect: 'ownChange',
        status: 200,
        request: { body: { firstName: 'Wanda', lastName: 'Writer', email: 'writer@example.com' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/user/uploadAvatar',
    roles: signedIn,
    checks: [
      { expect: 'ownChange', status: 200, request: { files: [pngFile('avatar', 'writer.png')] } },
    ],
  },
  {
    method: 'GET',
    path: '/api/user/avatar',
    roles: signedIn,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'GET',
    path: '/api/files/:id',
    roles: signedIn,
    checks: [
      {
        expect: 'notFound',
        as: ['customer', 'foreignCustomer', 'foreignSupporter', 'foreignOperator'],
        request: (ids) => ({ params: { id: ids.attachment } }),
      },
      {
        // Not even the brand's own supporters see a customer's avatar.
        expect: 'notFound',
        as: ['customer', 'foreignCustomer', 'supporter'],
        request: (ids) => ({ params: { id: ids.avatar } }),
      },
      {
        // Nor a confidential safety report's file, unless named for safety reports.
        expect: 'notFound',
        as: ['customer', 'supporter', 'foreignSupporter', 'foreignOperator'],
        request: (ids) => ({ params: { id: ids.confidentialFile } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/user/getMyTickets',
    roles: customers,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/hotel/getMyHotels',
    roles: customers,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/user/getUserCredit',
    roles: customers,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/user/increaseCredit',
    roles: customers,
    checks: [
      {
        expect: 'ownChange',
        status: 200,
        request: { body: { amount: 250_000, bankId: 'sandbox' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/user/getTransactions',
    roles: customers,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/user/getMyPassengers',
    roles: customers,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/user/insertMyPassengers',
    roles: customers,
    // The same national ID as the owner's passenger: a list of one's own, not a shared one.
    checks: [{ expect: 'ownChange', status: 200, request: { body: savedPassenger } }],
  },
  {
    method: 'POST',
    path: '/api/user/updateMyPassengers',
    roles: customers,
    checks: [
      {
        expect: 'notFound',
        as: ['customer', 'foreignCustomer'],
        request: (ids) => ({ body: { ...savedPassenger, id: ids.passenger, firstName: 'EVE' } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/user/deleteMyPassengers',
    roles: customers,
    checks: [
      {
        expect: 'notFound',
        as: ['customer', 'foreignCustomer'],
        request: (ids) => ({ body: { id: ids.passenger } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/ticket/getRefundRequests',
    roles: refundDesk,
    checks: [
      {
        expect: 'noneOfTheOwners',
        as: ['foreignSupporter', 'foreignOperator', 'otherAgency', 'foreignAgency'],
        request: { body: { status: '' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/ticket/refundDecide',
    roles: refundDesk,
    checks: [
      {
        expect: 'notFound',
        as: ['foreignSupporter', 'foreignOperator', 'otherAgency', 'foreignAgency'],
        request: (ids) => ({
          body: { id: ids.refund, decision: 'reject', reason: 'Decided elsewhere' },
        }),
      },
    ],
  },
];

export const keyOf = (route: Route) => `${route.method} ${route.path}`;

/** Ids nobody has, to compare a refusal with. */
export const missing: OwnedIds = {
  passenger: 9_000_000_001,
  request: 9_000_000_001,
  attachment: 'f'.repeat(32),
  avatar: 'e'.repeat(32),
  refund: 9_000_000_001,
  confidentialReport: 9_000_000_001,
  confidentialFile: 'd'.repeat(32),
};
