import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction: the rtl one flips left/right in every rule MUI writes, and keeping
// them apart means switching language never mixes flipped and unflipped rules.
const caches: Record<'rtl' | 'ltr', EmotionCache> = {
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'muiltr', stylisPlugins: [prefixer] }),
};

export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  return caches[direction];
}
