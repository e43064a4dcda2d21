import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * The style tags of a page rendered on the server, from the page's own emotion cache.
 *
 * Emotion's critical CSS holds the classes the HTML uses. A MUI component built on another
 * (an AppBar on a Paper, a Button on a ButtonBase) also makes an inner class that is folded
 * into the outer one and never reaches the HTML; left out, the browser would run every one of
 * them through stylis and the right-to-left plugin again while it hydrates (about a hundred
 * rules on the home page). Their names go out in an empty tag of their own, so the browser's
 * cache knows them as written: no element wears them, so their rules are not needed (20 kB of
 * CSS on the home page), and the names cost a few hundred bytes instead of script time.
 */
export function pageStyleTags(cache: EmotionCache, html: string): string {
  const emotion = createEmotionServer(cache);
  const chunks = emotion.extractCriticalToChunks(html);
  const sent = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const inner = Object.keys(cache.inserted).filter(
    (id) =>
      !sent.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (inner.length > 0)
    chunks.styles.push({
      key: cache.key,
      ids: inner,
      css: '',
    });
  return emotion.constructStyleTagsFromChunks(chunks);
}
