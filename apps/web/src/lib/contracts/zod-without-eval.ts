/*
 * The web app's `zod` (vite.config.ts points the bare 'zod' import here): the same library, told
 * not to try `new Function` to compile its parsers. The page's content security policy forbids
 * eval, and the attempt would be reported as a violation on every page that validates a form.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
