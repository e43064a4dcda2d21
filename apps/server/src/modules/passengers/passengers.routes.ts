import type { FastifyInstance } from 'fastify';
import {
  insertSavedPassengerSchema,
  savedPassengerIdSchema,
  savedPassengerListSchema,
  savedPassengerRefSchema,
  updateSavedPassengerSchema,
} from '@parvaz/domain/contracts/saved-passengers';
import { emptyRequestSchema } from '@parvaz/domain/contracts/envelope';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import {
  changePassenger,
  listPassengers,
  removePassenger,
  savePassenger,
} from './passengers.service';

const tags = ['profile'];
const roles = ['customer'] as const;

/** A customer's saved passengers (profile → passengers, and picked into booking forms). */
export async function savedPassengerRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'user/getMyPassengers',
      summary: "The signed-in customer's saved passengers",
      tags,
      body: emptyRequestSchema,
      response: savedPassengerListSchema,
      roles,
    },
    async (_input, request) => listPassengers(app.db, signedInUser(request).id),
  );

  postRoute(
    app,
    {
      path: 'user/insertMyPassengers',
      summary: 'Save a passenger with the booking form’s fields and rules',
      tags,
      body: insertSavedPassengerSchema,
      response: savedPassengerIdSchema,
      roles,
    },
    async (input, request) =>
      savePassenger(app.db, request.tenant, signedInUser(request).id, input, app.now()),
  );

  postRoute(
    app,
    {
      path: 'user/updateMyPassengers',
      summary: 'Change a saved passenger',
      tags,
      body: updateSavedPassengerSchema,
      response: savedPassengerIdSchema,
      roles,
    },
    async ({ id, ...passenger }, request) =>
      changePassenger(app.db, request.tenant, signedInUser(request).id, id, passenger, app.now()),
  );

  postRoute(
    app,
    {
      path: 'user/deleteMyPassengers',
      summary: 'Delete a saved passenger',
      tags,
      body: savedPassengerRefSchema,
      response: savedPassengerIdSchema,
      roles,
    },
    async ({ id }, request) => removePassenger(app.db, signedInUser(request).id, id),
  );
}
