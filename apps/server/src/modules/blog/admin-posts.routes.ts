import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminPostRequestSchema,
  adminPostSchema,
  adminPostsRequestSchema,
  adminPostsResponseSchema,
  deletePostSchema,
  savePostSchema,
} from '@parvaz/domain/contracts/admin-posts';
import { signedInUser } from '../../platform/auth/authenticate';
import { postRoute } from '../../platform/envelope';
import { deletePost, postForEditing, postsForEditing, savePost } from './blog-editing.service';

const tags = ['admin'];
const roles = ['operator' as const];

/** The operator's console for the brand's posts: list every state, open, save, remove. */
export async function adminPostRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'admin/getPosts',
      summary:
        "The brand's posts of every state (draft, scheduled, published), searched (operator)",
      tags,
      body: adminPostsRequestSchema,
      response: adminPostsResponseSchema,
      roles,
    },
    async (input, request) =>
      postsForEditing(app.db, { tenant: request.tenant.id, now: app.now() }, input),
  );

  postRoute(
    app,
    {
      path: 'admin/getPost',
      summary: "One of the brand's posts as the editor opens it (operator)",
      tags,
      body: adminPostRequestSchema,
      response: adminPostSchema,
      roles,
    },
    async (input, request) =>
      postForEditing(app.db, { tenant: request.tenant.id, now: app.now() }, input.id),
  );

  postRoute(
    app,
    {
      path: 'admin/savePost',
      summary:
        'Write or change a post: a draft, published now or scheduled; HTML sanitised, audited (operator)',
      tags,
      body: savePostSchema,
      response: adminPostSchema,
      roles,
    },
    async (input, request) =>
      savePost(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id, now: app.now() },
        input,
      ),
  );

  postRoute(
    app,
    {
      path: 'admin/deletePost',
      summary: 'Remove a post nobody has commented on, kept in the audit log (operator)',
      tags,
      body: deletePostSchema,
      response: z.object({ id: z.number().int() }),
      roles,
    },
    async (input, request) => {
      await deletePost(
        app.db,
        { tenant: request.tenant.id, actorId: signedInUser(request).id, now: app.now() },
        input.id,
      );
      return { id: input.id };
    },
  );
}
