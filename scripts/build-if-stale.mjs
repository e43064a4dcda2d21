// Builds the web app and the server only when their sources are newer than what was built:
// `npm start`, `npm test` and the server's tests of rendered pages all build through here, so a
// run builds at most once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  const file = join(root, output);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((dir) => newestMtime(join(root, dir)) > built);
}

const shared = ['packages/domain/src', 'packages/i18n/src'];
const webSources = ['apps/web/src', 'apps/web/public', 'packages/i18n/locales', ...shared];

/** What is out of date: the web app (browser and server bundles) and the server. */
export function staleParts() {
  return {
    // The web build writes the browser's app and the server bundle that renders its pages.
    web:
      stale('apps/web/dist/index.html', webSources) ||
      stale('apps/web/dist-ssr/entry-server.js', webSources),
    server: stale('apps/server/dist/main.js', ['apps/server/src', ...shared]),
  };
}

/**
 * Builds what `staleParts` names, quietly (a build's listing is shown only when it fails);
 * `say` reports each step. Returns false when a build failed.
 */
export function buildIfStale(say = () => undefined, parts = staleParts()) {
  const steps = [
    ['the web app', '@parvaz/web', parts.web],
    ['the server', '@parvaz/server', parts.server],
  ];
  for (const [label, workspace, needed] of steps) {
    if (!needed) continue;
    say(`Building ${label} (only when its sources changed; about half a minute)…`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      // A build is the production build whoever asks: under the test runner NODE_ENV is 'test',
      // which made Vite bundle React's development JSX runtime into the server bundle, and a
      // production server started from that checkout then failed to render any page.
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      say(`Building ${label} failed.`);
      return false;
    }
    say(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}

// `node scripts/build-if-stale.mjs`: the same from the command line (the e2e and quality scripts).
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!buildIfStale((line) => process.stdout.write(`${line}\n`))) process.exit(1);
}
