import type { FastifyInstance } from 'fastify';
import { updateProfileRequestSchema, userInfoSchema } from '@parvaz/domain/contracts/auth';
import { signedInRoles, signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { updateProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'user/updateProfile',
      summary: "Change the signed-in user's names and e-mail",
      tags: ['profile'],
      body: updateProfileRequestSchema,
      response: userInfoSchema,
      roles: signedInRoles,
    },
    async (input, request) => updateProfile(app.db, signedInUser(request), input),
  );
}
