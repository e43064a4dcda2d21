import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * The style tags of a page rendered on the server, from the page's own emotion cache.
 *
 * Emotion's critical CSS holds the classes the HTML uses. A MUI component built on another
 * (an AppBar on a Paper, a Button on a ButtonBase) also makes an inner class that is folded
 * into the outer one and never reaches the HTML; left out, the browser would run every one of
 * them through stylis and the right-to-left plugin again while it hydrates (about a hundred
 * rules on the home page). They are sent in a tag of their own, so the browser's cache knows them
 * as written: they cost a few hundred bytes, not script time.
 */
export function pageStyleTags(cache: EmotionCache, html: string): string {
  const emotion = createEmotionServer(cache);
  const chunks = emotion.extractCriticalToChunks(html);
  const sent = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const inner = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !sent.has(entry[0]) &&
      typeof entry[1] === 'string' &&
      cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
  );
  if (inner.length > 0)
    chunks.styles.push({
      key: cache.key,
      ids: inner.map(([id]) => id),
      css: inner.map(([, css]) => css).join(''),
    });
  return emotion.constructStyleTagsFromChunks(chunks);
}
