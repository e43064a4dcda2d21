import { zonedIso } from '@parvaz/domain/calendar/zoned';
import type {
  AdminPost,
  AdminPostsRequest,
  AdminPostsResponse,
  PostState,
  SavePostRequest,
} from '@parvaz/domain/contracts/admin-posts';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantId } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { contentChanged } from '../../platform/content-changes';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { lockForSave, recordChange, saveAudited } from '../audit/audit.api';
import { tenantTimeZone } from '@parvaz/domain/tenants/time-zone';
import {
  adminPostById,
  adminPostPage,
  categoryOfBrand,
  commentCount,
  deletePostRow,
  insertPostRow,
  lockPost,
  slugUsed,
  updatePostRow,
  type PostRecord,
} from './admin-posts.repository';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/database-errors';

// The operator's writing of the brand's posts: each save sanitised, checked (its address free in
// the language, its category the brand's), written with its audit record in one transaction,
// and shown to visitors at once (or at its time, when scheduled).

export interface Editor {
  tenant: TenantId;
  actorId: number;
  now: Date;
}

/** What a visitor sees of a post at `now`. */
export function stateOf(post: { status: string; publishedAt: Date | null }, now: Date): PostState {
  if (post.status !== 'published' || !post.publishedAt) return 'draft';
  return post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const languageOf = (lang: string): Language => (isLanguage(lang) ? lang : 'en');

/** What the operator writes of a post, as it is stored (its language and time apart). */
const written = (post: PostRecord) => ({
  slug: post.slug,
  title: post.title,
  summary: post.summary,
  html: post.html,
  image: post.image,
  categoryId: post.categoryId,
  tags: post.tags,
  author: post.author,
  status: post.status,
});

/** What the audit log keeps of a post: everything the operator edits. */
const audited = (post: PostRecord) => ({
  lang: post.lang,
  ...written(post),
  publishedAt: post.publishedAt?.toISOString() ?? null,
});

const postNotFound = () =>
  new AppError('NOT_FOUND', 'postNotFound', { fields: { id: 'postNotFound' } });
const slugTaken = () => new AppError('CONFLICT', 'slugTaken', { fields: { slug: 'slugTaken' } });

/** A page of the brand's posts of every state, as the console lists them. */
export async function postsForEditing(
  db: Database,
  reader: { tenant: TenantId; now: Date },
  input: AdminPostsRequest,
): Promise<AdminPostsResponse> {
  const zone = tenantTimeZone(reader.tenant);
  const { rows, total } = await adminPostPage(
    db,
    { tenant: reader.tenant, now: reader.now, lang: input.lang, state: input.status, q: input.q },
    { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      lang: languageOf(row.lang),
      slug: row.slug,
      title: row.title,
      state: stateOf(row, reader.now),
      publishedAt: row.publishedAt ? zonedIso(row.publishedAt, zone) : null,
      updatedAt: zonedIso(row.updatedAt, zone),
      author: row.author,
      category: { id: row.categoryId, name: row.categoryName[languageOf(row.lang)] },
      comments: row.comments,
    })),
    total,
    timeZone: zone,
  };
}

function forEditing(
  post: PostRecord & { comments: number },
  reader: { tenant: TenantId; now: Date },
): AdminPost {
  const zone = tenantTimeZone(reader.tenant);
  return {
    id: post.id,
    lang: languageOf(post.lang),
    ...written(post),
    state: stateOf(post, reader.now),
    publishedAt: post.publishedAt ? zonedIso(post.publishedAt, zone) : null,
    updatedAt: zonedIso(post.updatedAt, zone),
    timeZone: zone,
    comments: post.comments,
  };
}

/** One of the brand's posts as the editor opens it; 404 for another brand's or none. */
export async function postForEditing(
  db: Database,
  reader: { tenant: TenantId; now: Date },
  id: number,
): Promise<AdminPost> {
  const post = await adminPostById(db, reader.tenant, id);
  if (!post) throw postNotFound();
  return forEditing(post, reader);
}

/** Writes a new post or changes one of the brand's; a draft has no time. */
export async function savePost(
  db: Database,
  editor: Editor,
  input: SavePostRequest,
): Promise<AdminPost> {
  try {
    const saved = await saveAudited(db, editor, {
      entity: 'post',
      entityKey: (after) => String(after.id),
      audited,
      read: async (tx) => {
        const before = await lockForSave(
          input.id,
          (id) => lockPost(tx, editor.tenant, id),
          postNotFound,
        );
        if (!(await categoryOfBrand(tx, editor.tenant, input.categoryId)))
          throw new AppError('VALIDATION', 'categoryNotFound', {
            fields: { categoryId: 'categoryNotFound' },
          });
        const slugInUse = await slugUsed(tx, {
          tenant: editor.tenant,
          lang: input.lang,
          slug: input.slug,
          exceptId: before?.id,
        });
        if (slugInUse) throw slugTaken();
        return before;
      },
      write: async (tx, before) => {
        // Published without a time: a post already up keeps the time it went up at; a draft or a
        // post scheduled for later goes up now.
        const wentUp =
          before && stateOf(before, editor.now) === 'published' ? before.publishedAt : null;
        const publishedAt =
          input.status === 'draft' ? null : (input.publishedAt ?? wentUp ?? editor.now);
        const post = {
          tenant: editor.tenant,
          lang: input.lang,
          slug: input.slug,
          title: input.title,
          summary: input.summary,
          html: sanitizeHtml(input.html),
          image: input.image,
          categoryId: input.categoryId,
          tags: input.tags,
          author: input.author,
          status: input.status,
          publishedAt,
          updatedAt: editor.now,
        };
        const after = before
          ? await updatePostRow(tx, before.id, post)
          : await insertPostRow(tx, { ...post, createdAt: editor.now });
        return { ...after, comments: before ? await commentCount(tx, after.id) : 0 };
      },
    });
    contentChanged();
    return forEditing(saved, editor);
  } catch (error) {
    // Two saves racing for one address: the database's unique index decides, the loser is told.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Removes a post nobody has commented on (a comment, in any state, keeps its post: taking such
 * a post off the site is saving it as a draft), keeping it in the audit log.
 */
export async function deletePost(db: Database, editor: Editor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPost(tx, editor.tenant, id);
    if (!before) throw postNotFound();
    const hasComments = () => new AppError('CONFLICT', 'postHasComments');
    if ((await commentCount(tx, id)) > 0) throw hasComments();
    // A comment that arrived since the count keeps the post too.
    await deletePostRow(tx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? hasComments() : error;
    });
    await recordChange(tx, {
      tenant: editor.tenant,
      actorId: editor.actorId,
      entity: 'post',
      entityKey: String(id),
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
  contentChanged();
}
