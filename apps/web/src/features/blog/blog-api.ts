import type {
  BlogCategories,
  BlogPost,
  BlogPostSummary,
  BlogPostsResponse,
} from '@parvaz/domain/contracts/blog';
import type { Language } from '@parvaz/domain/languages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';
import type { BlogFilters } from './blog-params';

/** Posts on one page of the list. */
export const blogPageSize = 12;

const contracts = () => import('@parvaz/domain/contracts/blog');

/** The server could not give the blog's content (other than "there is no such post"). */
export class BlogLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlogLoadError';
  }
}

function orThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new BlogLoadError(result.error.message);
}

export function blogPostsQuery(filters: BlogFilters, language: Language) {
  return queryOptions({
    queryKey: ['blog', 'posts', filters, language],
    queryFn: async ({ signal }): Promise<BlogPostsResponse> =>
      orThrow(
        await apiCall(
          'blog/getPosts',
          { ...filters, pageSize: blogPageSize },
          {
            signal,
            language,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.blogPostsResponseSchema)),
          },
        ),
      ),
    staleTime: 60_000,
    // A new filter or page keeps the list on screen until its answer is in.
    placeholderData: keepPreviousData,
  });
}

export function blogCategoriesQuery(language: Language) {
  return queryOptions({
    queryKey: ['blog', 'categories', language],
    queryFn: async ({ signal }): Promise<BlogCategories> =>
      orThrow(
        await apiCall(
          'blog/getCategories',
          {},
          {
            signal,
            language,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.blogCategoriesResponseSchema)),
          },
        ),
      ),
    staleTime: 60_000,
  });
}

export function blogPopularQuery(language: Language) {
  return queryOptions({
    queryKey: ['blog', 'popular', language],
    queryFn: async ({ signal }): Promise<BlogPostSummary[]> =>
      orThrow(
        await apiCall(
          'blog/getPopular',
          {},
          {
            signal,
            language,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.blogPopularResponseSchema)),
          },
        ),
      ),
    staleTime: 60_000,
  });
}

/** A post of the brand; null when there is none (unknown, a draft, or scheduled): the page is a 404. */
export function blogPostQuery(slug: string, language: Language) {
  return queryOptions({
    queryKey: ['blog', 'post', slug, language],
    queryFn: async ({ signal }): Promise<BlogPost | null> => {
      const result = await apiCall(
        'blog/getPost',
        { slug },
        {
          signal,
          language,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.blogPostSchema)),
        },
      );
      if (!result.ok && result.error.status === 404) return null;
      return orThrow(result);
    },
    staleTime: 60_000,
  });
}

export interface CommentFields {
  slug: string;
  fullName: string;
  email: string;
  text: string;
  captchaId: string;
  captcha: string;
}

/** `blog/addComment`: the comment is held until an operator approves it. */
export function sendComment(fields: CommentFields) {
  return apiCall(
    'blog/addComment',
    { ...fields },
    {
      quiet: true,
      parse: parseLazily(() => contracts().then((c) => c.addCommentResponseSchema)),
    },
  );
}
