import type { FastifyInstance } from 'fastify';
import { userInfoSchema } from '@parvaz/domain/contracts/auth';
import { myTicketsRequestSchema, myTicketsResponseSchema } from '@parvaz/domain/contracts/profile';
import { signedInRoles, signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { getMyTickets, getUserInfo } from './users.service';

const tags = ['user'];

/** The signed-in user's own account (API.md "Accounts"). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'user/getInfo',
      summary: "The signed-in user's profile and wallet credit",
      tags,
      response: userInfoSchema,
      roles: signedInRoles,
    },
    async (_input, request) => {
      const user = signedInUser(request);
      return getUserInfo(app.db, user.tenant, user.id);
    },
  );

  postRoute(
    app,
    {
      path: 'user/getMyTickets',
      summary: "The signed-in customer's own bookings with their flights and tickets",
      tags,
      body: myTicketsRequestSchema,
      response: myTicketsResponseSchema,
      roles: ['customer'],
    },
    async (input, request) => {
      const user = signedInUser(request);
      return getMyTickets(
        { db: app.db, signer: app.signer, now: app.now },
        user.tenant,
        user.id,
        input,
        request.lang,
      );
    },
  );
}
