import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminPost,
  AdminPostsRequest,
  SaveCategoryRequest,
} from '@parvaz/domain/contracts/admin-posts';
import { apiCall, apiUpload, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/admin-posts');

export const adminPostKeys = {
  all: ['admin', 'posts'] as const,
  list: (request: AdminPostsRequest) => ['admin', 'posts', 'list', request] as const,
  one: (id: number) => ['admin', 'posts', 'one', id] as const,
  categories: ['admin', 'categories'] as const,
};

/** `admin/getPosts`: a page of the brand's posts of every state. */
export function adminPostsQuery(request: AdminPostsRequest) {
  return queryOptions({
    queryKey: adminPostKeys.list(request),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall('admin/getPosts', request, {
          signal,
          quiet: true,
          parse: parseLazily(() => contracts().then((c) => c.adminPostsResponseSchema)),
        }),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** `admin/getPost`: one post as the editor opens it. */
export function adminPostQuery(id: number) {
  return queryOptions({
    queryKey: adminPostKeys.one(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getPost',
          { id },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.adminPostSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

/** What the editor sends: the form's values as `admin/savePost` reads them. */
export type SavePostBody = {
  id?: number;
  lang: string;
  slug: string;
  title: string;
  summary: string;
  html: string;
  image: string;
  categoryId: number;
  tags: string[];
  author: string;
  status: 'draft' | 'published';
  publishedAt?: string;
};

/** `admin/savePost`. */
export function savePost(body: SavePostBody): Promise<ApiResult<AdminPost>> {
  return apiCall('admin/savePost', body, {
    parse: parseLazily(() => contracts().then((c) => c.adminPostSchema)),
  });
}

export function deletePost(id: number): Promise<ApiResult<unknown>> {
  return apiCall('admin/deletePost', { id });
}

/** `admin/getCategories`: the brand's categories in four languages. */
export function adminCategoriesQuery() {
  return queryOptions({
    queryKey: adminPostKeys.categories,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiCall(
          'admin/getCategories',
          {},
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.adminCategoriesResponseSchema)),
          },
        ),
      ),
    staleTime: 0,
    retry: false,
  });
}

export function saveCategory(
  body: SaveCategoryRequest & { id?: number },
): Promise<ApiResult<AdminCategory>> {
  return apiCall('admin/saveCategory', body, {
    parse: parseLazily(() => contracts().then((c) => c.adminCategorySchema)),
  });
}

/** `admin/uploadImage`: one image for a post; its public address. */
export function uploadBlogImage(file: File): Promise<ApiResult<{ url: string }>> {
  const body = new FormData();
  body.append('image', file);
  return apiUpload('admin/uploadImage', body, {
    parse: parseLazily(() => contracts().then((c) => c.uploadedImageSchema)),
  });
}
