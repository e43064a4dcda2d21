import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { blogImageBytes, uploadedImageSchema } from '@parvaz/domain/contracts/admin-posts';
import { signedInUser } from '../../platform/auth/authenticate';
import { consoleRoute } from '../../platform/console-route';
import { receivedFilesField } from '../../platform/uploads';
import { blogImage, uploadBlogImage } from './blog-images.service';

/**
 * The blog's images: the operator uploads one (multipart, `image` or `file`) and gets its public
 * address, which serves it to everyone as what its bytes say it is.
 */
export async function blogImageRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, uploadsDir: app.uploadsDir };

  consoleRoute(
    app,
    {
      path: 'admin/uploadImage',
      summary: "An image for the brand's posts: one JPEG, PNG or WebP of at most 2 MB (operator)",
      body: z.object({ image: receivedFilesField, file: receivedFilesField }),
      fileBytes: blogImageBytes,
      response: uploadedImageSchema,
    },
    async (input, request) =>
      uploadBlogImage(deps, { userId: signedInUser(request).id, now: app.now() }, [
        ...input.image,
        ...input.file,
      ]),
  );

  app.get('/api/blog/images/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = z.object({ id: z.string() }).parse(request.params);
    const image = await blogImage(deps, request.tenant.id, id);
    return reply
      .headers({
        'content-type': image.mediaType,
        'content-disposition': 'inline',
        'x-content-type-options': 'nosniff',
        // An id names one image for ever: a new image is a new id.
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .send(image.data);
  });
}
