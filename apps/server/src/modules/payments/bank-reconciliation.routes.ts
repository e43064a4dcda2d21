import type { FastifyInstance } from 'fastify';
import {
  bankReconciliationRequestSchema,
  bankReconciliationResponseSchema,
} from '@parvaz/domain/contracts/bank-reconciliation';
import { postRoute } from '../../platform/envelope';
import { bankReconciliationDays } from './bank-reconciliation.service';

/**
 * The operator's view of the bank against the ledger: what the daily job (or the `reconcile`
 * command) found for each day. Under `ledger/` because it is a view of the books; it lives with
 * payments, which read the ledger (the ledger imports no payments).
 */
export async function bankReconciliationRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'ledger/getBankReconciliation',
      summary: "The bank's settled movements against the ledger, per day and currency (operator)",
      tags: ['ledger'],
      body: bankReconciliationRequestSchema,
      response: bankReconciliationResponseSchema,
      roles: ['operator'],
    },
    async (input, request) => ({
      items: await bankReconciliationDays(app.db, request.tenant.id, input),
    }),
  );
}
