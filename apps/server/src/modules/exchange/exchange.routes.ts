import type { FastifyInstance } from 'fastify';
import {
  addExchangeRateSchema,
  exchangeRateSchema,
  exchangeRatesSchema,
} from '@parvaz/domain/contracts/exchange-rates';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { addRate, ratesToday } from './exchange.service';

const tags = ['exchange'];

/** The operator's exchange-rate table (decision 11): everyone reads today's rates, the operator adds. */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'exchange/getRates',
      summary: "Today's exchange rates (1 base = rate quote), one per currency pair",
      tags,
      response: exchangeRatesSchema,
    },
    async () => ratesToday(app.db, app.now()),
  );

  postRoute(
    app,
    {
      path: 'exchange/addRate',
      summary: "Set a currency pair's rate from a day on (operator)",
      tags,
      body: addExchangeRateSchema,
      response: exchangeRateSchema,
      roles: ['operator'],
    },
    async (input, request) => addRate(app.db, signedInUser(request).id, input, app.now()),
  );
}
