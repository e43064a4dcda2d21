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
import { consoleActor, consoleRoute } from '../../platform/console-route';
import { deletePost, postForEditing, postsForEditing, savePost } from './blog-editing.service';

/** The operator's console for the brand's posts: list every state, open, save, remove. */
export async function adminPostRoutes(app: FastifyInstance): Promise<void> {
  consoleRoute(
    app,
    {
      path: 'admin/getPosts',
      summary:
        "The brand's posts of every state (draft, scheduled, published), searched (operator)",
      body: adminPostsRequestSchema,
      response: adminPostsResponseSchema,
    },
    async (input, request) =>
      postsForEditing(app.db, { tenant: request.tenant.id, now: app.now() }, input),
  );

  consoleRoute(
    app,
    {
      path: 'admin/getPost',
      summary: "One of the brand's posts as the editor opens it (operator)",
      body: adminPostRequestSchema,
      response: adminPostSchema,
    },
    async (input, request) =>
      postForEditing(app.db, { tenant: request.tenant.id, now: app.now() }, input.id),
  );

  consoleRoute(
    app,
    {
      path: 'admin/savePost',
      summary:
        'Write or change a post: a draft, published now or scheduled; HTML sanitised, audited (operator)',
      body: savePostSchema,
      response: adminPostSchema,
    },
    async (input, request) => savePost(app.db, { ...consoleActor(request), now: app.now() }, input),
  );

  consoleRoute(
    app,
    {
      path: 'admin/deletePost',
      summary: 'Remove a post nobody has commented on, kept in the audit log (operator)',
      body: deletePostSchema,
      response: z.object({ id: z.number().int() }),
    },
    async (input, request) => {
      await deletePost(app.db, { ...consoleActor(request), now: app.now() }, input.id);
      return { id: input.id };
    },
  );
}
