import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addCommentRequestSchema,
  addCommentResponseSchema,
  blogCategoriesResponseSchema,
  blogPopularResponseSchema,
  blogPostRequestSchema,
  blogPostSchema,
  blogPostsRequestSchema,
  blogPostsResponseSchema,
  moderateCommentRequestSchema,
  moderateCommentResponseSchema,
} from '@parvaz/domain/contracts/blog';
import { loadSigningSecret } from '../../platform/app-secret';
import { signedInUser } from '../../platform/auth/authenticate';
import { deriveKey } from '../../platform/auth/keys';
import { postRoute } from '../../platform/envelope';
import { addComment, moderateComment } from './blog-comments.service';
import { listCategories, listPopular, listPosts, readPost, type BlogReader } from './blog.service';

const tags = ['blog'];

/** The blog (API.md "Content"): posts, categories, popular posts and visitors' comments. */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const captchaKey = deriveKey(await loadSigningSecret(app.db), 'captcha');
  const readerOf = (request: FastifyRequest): BlogReader => ({
    tenant: request.tenant.id,
    lang: request.lang,
    now: app.now(),
  });

  postRoute(
    app,
    {
      path: 'blog/getPosts',
      summary: 'Published posts of the brand in the language, newest first: search, category, tag',
      tags,
      body: blogPostsRequestSchema,
      response: blogPostsResponseSchema,
    },
    async (input, request) => listPosts(app.db, readerOf(request), input),
  );

  postRoute(
    app,
    {
      path: 'blog/getPost',
      summary: 'A published post with its HTML, related posts and approved comments',
      tags,
      body: blogPostRequestSchema,
      response: blogPostSchema,
    },
    async (input, request) => readPost(app.db, readerOf(request), input.slug),
  );

  postRoute(
    app,
    {
      path: 'blog/getCategories',
      summary: "The brand's post categories with how many posts each has in the language",
      tags,
      response: blogCategoriesResponseSchema,
    },
    async (_input, request) => listCategories(app.db, readerOf(request)),
  );

  postRoute(
    app,
    {
      path: 'blog/getPopular',
      summary: 'The posts with the most approved comments lately, then the newest',
      tags,
      response: blogPopularResponseSchema,
    },
    async (_input, request) => listPopular(app.db, readerOf(request)),
  );

  postRoute(
    app,
    {
      path: 'blog/addComment',
      summary: 'A comment on a post, with a captcha; shown once an operator approves it',
      tags,
      body: addCommentRequestSchema,
      response: addCommentResponseSchema,
    },
    async (input, request) =>
      addComment({ ...readerOf(request), db: app.db, ip: request.ip, captchaKey }, input),
  );

  postRoute(
    app,
    {
      path: 'blog/moderateComment',
      summary:
        "The operator approves a comment on one of the brand's posts, or marks it spam or deleted",
      tags,
      body: moderateCommentRequestSchema,
      response: moderateCommentResponseSchema,
      roles: ['operator'],
    },
    async (input, request) =>
      moderateComment(
        app.db,
        { tenant: request.tenant.id, userId: signedInUser(request).id, now: app.now() },
        input,
      ),
  );
}
