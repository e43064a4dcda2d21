// `npm start`: builds what is missing or older than its sources, then runs the server
// (embedded database in ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}

function npm(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/domain/src', 'packages/i18n/src'];
const webSources = ['apps/web/src', 'apps/web/public', 'packages/i18n/locales', ...shared];
// The web build writes the browser's app and the server bundle that renders its pages.
if (
  stale('apps/web/dist/index.html', webSources) ||
  stale('apps/web/dist-ssr/entry-server.js', webSources)
) {
  npm(['run', 'build', '-w', '@parvaz/web']);
}
if (stale('apps/server/dist/main.js', ['apps/server/src', ...shared])) {
  npm(['run', 'build', '-w', '@parvaz/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
