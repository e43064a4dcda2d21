import type { FastifyInstance } from 'fastify';
import {
  trialBalanceRequestSchema,
  trialBalanceResponseSchema,
} from '@parvaz/domain/contracts/ledger';
import { postRoute } from '../../platform/envelope';
import { trialBalance } from './ledger-reports.service';

/** The operator's view of the brand's books: the money of every day, read from one place. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'ledger/getTrialBalance',
      summary:
        "The brand's trial balance per currency: every posting summed, and each kind's totals (operator)",
      tags: ['ledger'],
      body: trialBalanceRequestSchema,
      response: trialBalanceResponseSchema,
      roles: ['operator'],
    },
    async (_input, request) => ({ currencies: await trialBalance(app.db, request.tenant.id) }),
  );
}
