// stylis ships no types; emotion's own plugin type describes its middleware exactly.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
