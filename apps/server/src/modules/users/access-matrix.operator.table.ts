// The rows of the access matrix for what is the operator's alone (exchange rates, the books, the
// audit log):
// no one's own data is in them, so a customer's try is refused and leaves everything as it was.
import type { Row } from './access-matrix.table';

export const operatorRows: Row[] = [
  {
    method: 'POST',
    path: '/api/exchange/addRate',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: { body: { base: 'USD', quote: 'IRR', rate: '1', validFrom: '2099-01-01' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/ledger/getTrialBalance',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/ledger/getBankReconciliation',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: { body: { from: '2026-01-01', to: '2026-01-31' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/getAuditLog',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
];
