// The rows of the access matrix for support requests and the visitors' cases: a customer reads
// and answers only their own requests; the brand's desk reads and answers the brand's, and a
// confidential safety report only when named for safety reports.
import { pngFile } from './access-matrix.files';
import type { Row } from './access-matrix.table';

const customers = ['customer'] as const;
const desk = ['supporter', 'operator'] as const;

export const supportRows: Row[] = [
  {
    method: 'POST',
    path: '/api/profile/newTicket',
    roles: customers,
    checks: [
      {
        expect: 'ownChange',
        status: 200,
        request: { body: { title: 'Writer asks', description: 'About my own booking' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/profile/getTicketList',
    roles: customers,
    checks: [{ expect: 'noneOfTheOwners', as: ['customer', 'foreignCustomer'], request: {} }],
  },
  {
    method: 'POST',
    path: '/api/profile/getTicketMessages',
    roles: customers,
    checks: [
      {
        expect: 'notFound',
        as: ['customer', 'foreignCustomer'],
        request: (ids) => ({ body: { id: ids.request } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/profile/newMessage',
    roles: customers,
    checks: [
      {
        expect: 'notFound',
        as: ['customer', 'foreignCustomer'],
        request: (ids) => ({ body: { id: ids.request, text: 'Let me in' } }),
      },
      {
        expect: 'notFound',
        as: ['customer'],
        request: (ids) => ({
          body: { id: ids.request, text: 'With a file' },
          files: [pngFile('files', 'sneaky.png')],
        }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/profile/supporterTicketList',
    roles: desk,
    checks: [
      { expect: 'noneOfTheOwners', as: ['foreignSupporter', 'foreignOperator'], request: {} },
    ],
  },
  {
    method: 'POST',
    path: '/api/profile/supporterMessages',
    roles: desk,
    checks: [
      {
        expect: 'notFound',
        as: ['foreignSupporter', 'foreignOperator'],
        request: (ids) => ({ body: { id: ids.request } }),
      },
      {
        expect: 'notFound',
        as: ['supporter', 'foreignSupporter'],
        request: (ids) => ({ body: { id: ids.confidentialReport } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/profile/supporterReply',
    roles: desk,
    checks: [
      {
        expect: 'notFound',
        as: ['foreignSupporter', 'foreignOperator'],
        request: (ids) => ({
          body: { id: ids.request, text: 'Answered elsewhere' },
          files: [pngFile('files[]', 'foreign.png')],
        }),
      },
      {
        expect: 'notFound',
        as: ['supporter'],
        request: (ids) => ({ body: { id: ids.confidentialReport, text: 'Read in passing' } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/profile/setTicketStatus',
    roles: desk,
    checks: [
      {
        expect: 'notFound',
        as: ['foreignSupporter', 'foreignOperator'],
        request: (ids) => ({ body: { id: ids.request, status: 'Close' } }),
      },
      {
        expect: 'notFound',
        as: ['supporter'],
        request: (ids) => ({ body: { id: ids.confidentialReport, status: 'Close' } }),
      },
    ],
  },
];
