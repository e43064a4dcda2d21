// A route's first load as docs/quality/bundle.json keeps it, read by the report and its targets.

/** Bytes as the reports write them. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * One route's first load as kept in docs/quality/bundle.json. Figures from before the browser's
 * count have no `staticJs`: their `js` was the manifest's static count, and is shown as such.
 */
export interface StoredFirstLoad {
  route: string;
  js: number;
  css: number;
  staticJs?: number;
  listedJs?: number;
  target?: number;
  error?: string;
}

/** The browser's count of scripts asked for before waking; null when not measured. */
export function wakingJs(r: StoredFirstLoad): number | null {
  return r.staticJs === undefined || r.error ? null : r.js;
}

export const isHome = (r: StoredFirstLoad) => r.route.startsWith('/ (home');
