import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { rtlWhereNeeded } from './rtl-where-needed';

export type EmotionCaches = Record<'rtl' | 'ltr', EmotionCache>;

/**
 * One cache per direction: the rtl one flips left/right in every rule MUI writes, and keeping
 * them apart means switching language never mixes flipped and unflipped rules. The server makes
 * a pair per page (to collect that page's critical CSS); the browser one pair, whose keys pick up
 * the styles the server wrote.
 */
export function createEmotionCaches(): EmotionCaches {
  return {
    rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlWhereNeeded] }),
    ltr: createCache({ key: 'muiltr', stylisPlugins: [prefixer] }),
  };
}
