import type { FastifyInstance } from 'fastify';
import {
  increaseCreditRequestSchema,
  increaseCreditResponseSchema,
  transactionsRequestSchema,
  transactionsResponseSchema,
  userCreditSchema,
} from '@parvaz/domain/contracts/profile';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { banksList, paymentStarter } from '../payments/payments.api';
import { startTopup, transactions, userCredit } from './wallet.service';

const tags = ['user'];
const roles = ['customer'] as const;

/** The customer's wallet: balance, top-up through a bank, and the statement (API.md "Accounts"). */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'user/getUserCredit',
      summary: "The signed-in customer's wallet balance in the tenant's currency",
      tags,
      response: userCreditSchema,
      roles,
    },
    async (_input, request) => {
      const user = signedInUser(request);
      return userCredit(app.db, user.tenant, user.id);
    },
  );

  postRoute(
    app,
    {
      path: 'user/increaseCredit',
      summary: 'Open a bank payment that tops up the wallet once it settles',
      tags,
      body: increaseCreditRequestSchema,
      response: increaseCreditResponseSchema,
      roles,
    },
    async (input, request) => {
      const user = signedInUser(request);
      return startTopup(
        {
          db: app.db,
          startPayment: paymentStarter(app.paymentProviders),
          banks: (t) => banksList(app.paymentProviders, t),
        },
        user,
        input,
        request.lang,
        request.t,
      );
    },
  );

  postRoute(
    app,
    {
      path: 'user/getTransactions',
      summary: "The signed-in customer's wallet entries, newest first",
      tags,
      body: transactionsRequestSchema,
      response: transactionsResponseSchema,
      roles,
    },
    async (input, request) => {
      const user = signedInUser(request);
      return transactions({ db: app.db, purchases: app.purchases }, user, input, {
        language: request.lang,
        t: request.t,
      });
    },
  );
}
