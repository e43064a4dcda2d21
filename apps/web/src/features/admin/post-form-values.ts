import { instantAt } from '@parvaz/domain/calendar/zoned';
import type { AdminPost } from '@parvaz/domain/contracts/admin-posts';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { emptyDate, inputOfIso, isoOfInput, type DateInput } from '../../lib/dates/date-parts';
import { readLocalTime } from '../../lib/format/date-time';
import type { SavePostBody } from './admin-posts-api';

// The post editor's values, and the request each of its three buttons sends: a draft, the post
// published now (or kept at the time it went up), or published at a day and time of the brand's
// zone (scheduled).

export interface PostForm {
  lang: Language;
  slug: string;
  title: string;
  summary: string;
  html: string;
  image: string;
  /** The chosen category's id as the select holds it; '' before one is chosen. */
  categoryId: string;
  tags: string[];
  author: string;
  /** The day of a scheduled publication, in the calendar shown. */
  day: DateInput;
  /** Its time on the brand's clock, `HH:MM`. */
  time: string;
}

export type PostAction = 'draft' | 'publish' | 'schedule';

export function formOfPost(
  post: AdminPost | null,
  lang: Language,
  calendar: CalendarMode,
): PostForm {
  const at = post?.publishedAt ? readLocalTime(post.publishedAt) : null;
  return {
    lang: post?.lang ?? lang,
    slug: post?.slug ?? '',
    title: post?.title ?? '',
    summary: post?.summary ?? '',
    html: post?.html ?? '',
    image: post?.image ?? '',
    categoryId: post ? String(post.categoryId) : '',
    tags: post?.tags ?? [],
    author: post?.author ?? '',
    day: at ? inputOfIso(at.isoDate, calendar) : emptyDate(calendar),
    time: at?.clock ?? '',
  };
}

const timePattern = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** The instant the day and time name on the brand's clock; null while either is unfinished. */
export function scheduledInstant(
  form: Pick<PostForm, 'day' | 'time'>,
  timeZone: string,
): Date | null {
  const day = isoOfInput(form.day);
  const time = timePattern.exec(normalizeDigits(form.time.trim()));
  if (!day || !time || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const instant = instantAt(day, `${time[1]?.padStart(2, '0')}:${time[2]}`, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** What `admin/savePost` is sent for the action. */
export function bodyOf(
  form: PostForm,
  action: PostAction,
  extra: { id: number | undefined; timeZone: string },
): SavePostBody {
  const at = action === 'schedule' ? scheduledInstant(form, extra.timeZone) : null;
  return {
    ...(extra.id ? { id: extra.id } : {}),
    lang: form.lang,
    slug: form.slug,
    title: form.title,
    summary: form.summary,
    html: form.html,
    image: form.image,
    categoryId: Number(form.categoryId) || 0,
    tags: form.tags,
    author: form.author,
    status: action === 'draft' ? 'draft' : 'published',
    ...(at ? { publishedAt: at.toISOString() } : {}),
  };
}
