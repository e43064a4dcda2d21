// stylis ships no types; emotion's own plugin type describes its middleware exactly.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
  /** The element types a middleware sees: a rule and a declaration. */
  export const RULESET: 'rule';
  export const DECLARATION: 'decl';
  export function compile(css: string): Parameters<StylisPlugin>[0][];
  export function serialize(
    children: Parameters<StylisPlugin>[0][],
    callback: (...args: Parameters<StylisPlugin>) => ReturnType<StylisPlugin>,
  ): string;
  export function middleware(
    plugins: StylisPlugin[],
  ): (...args: Parameters<StylisPlugin>) => string;
  export const stringify: StylisPlugin;
}
