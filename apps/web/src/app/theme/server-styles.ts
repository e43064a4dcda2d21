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
 *
 * A class is taken as folded only when its styles are part of a class the HTML uses. A class
 * the server made for an element it did not write (a date picker's closed popper) is not
 * named: the browser writes its rule when the element appears, rather than believing it has.
 */
export function pageStyleTags(cache: EmotionCache, html: string): string {
  const emotion = createEmotionServer(cache);
  const chunks = emotion.extractCriticalToChunks(html);
  const sent = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const stylesOf = (id: string) => cache.registered[`${cache.key}-${id}`];
  const sentStyles = [...sent].map(stylesOf).filter((styles) => styles !== undefined);
  const folded = Object.keys(cache.inserted).filter((id) => {
    const own = stylesOf(id);
    return (
      !sent.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      own !== undefined &&
      sentStyles.some((styles) => styles !== own && styles.includes(own))
    );
  });
  if (folded.length > 0)
    chunks.styles.push({
      key: cache.key,
      ids: folded,
      css: '',
    });
  return emotion.constructStyleTagsFromChunks(chunks);
}
