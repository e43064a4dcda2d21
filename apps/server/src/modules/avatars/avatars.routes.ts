import type { FastifyInstance } from 'fastify';
import { supportLimits } from '@parvaz/domain/support/limits';
import { z } from 'zod';
import { avatarUploadedSchema } from '@parvaz/domain/contracts/support';
import { AppError } from '../../platform/app-error';
import { signedInRoles, signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { contentDisposition, fileHeaders, receivedFilesField } from '../../platform/uploads';
import { avatarImage, uploadAvatar } from './avatars.service';

/** The signed-in user's picture: uploaded as multipart/form-data (`avatar`), read back by GET. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'user/uploadAvatar',
      summary: 'Set the signed-in user’s avatar: one JPEG, PNG or WebP image of at most 1 MB',
      tags: ['user'],
      body: z.object({ avatar: receivedFilesField, file: receivedFilesField }),
      fileBytes: supportLimits.avatarBytes,
      response: avatarUploadedSchema,
      roles: signedInRoles,
    },
    async (input, request) =>
      uploadAvatar(
        { db: app.db, now: app.now, uploadsDir: app.uploadsDir },
        signedInUser(request).id,
        [...input.avatar, ...input.file],
      ),
  );

  app.get('/api/user/avatar', { schema: { hide: true } }, async (request, reply) => {
    if (!request.user) throw new AppError('NOT_LOGGED_IN', 'notLoggedIn');
    const image = await avatarImage({ db: app.db, uploadsDir: app.uploadsDir }, request.user.id);
    return reply
      .headers(fileHeaders(image.mediaType, contentDisposition('inline', image.name)))
      .send(image.data);
  });
}
