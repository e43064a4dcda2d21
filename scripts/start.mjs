// `npm start`: builds what is missing or older than its sources, then runs the server
// (embedded database in ./data unless DATABASE_URL is set).
// `npm run demo` (`--dev-tools`): the same with the test tools on (sign-up codes readable at
// /api/dev/outbox, captcha answers), which production refuses, so it runs in development mode.
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

function say(line) {
  process.stdout.write(`${line}\n`);
}

/** Runs a build quietly; its listing is shown only when it fails. */
function build(label, args) {
  say(`Building ${label} (only when its sources changed; about half a minute)…`);
  const started = Date.now();
  const result = spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    say(`Building ${label} failed.`);
    process.exit(result.status ?? 1);
  }
  say(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const on = (value) => value === '1' || value === 'true';
const devTools = process.argv.includes('--dev-tools') || on(process.env.DEV_TOOLS);
if (devTools) {
  say('');
  say('!!! TEST TOOLS ARE ON (DEV_TOOLS=1): anyone who reaches this server can read its messages,');
  say('!!! sign-up codes and captcha answers. Never expose it to the internet.');
  say('');
}

const shared = ['packages/domain/src', 'packages/i18n/src'];
const webSources = ['apps/web/src', 'apps/web/public', 'packages/i18n/locales', ...shared];
// The web build writes the browser's app and the server bundle that renders its pages.
if (
  stale('apps/web/dist/index.html', webSources) ||
  stale('apps/web/dist-ssr/entry-server.js', webSources)
) {
  build('the web app', ['run', 'build', '-w', '@parvaz/web']);
}
if (stale('apps/server/dist/main.js', ['apps/server/src', ...shared])) {
  build('the server', ['run', 'build', '-w', '@parvaz/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    // Production unless the test tools are asked for, which production refuses.
    NODE_ENV: devTools ? 'development' : 'production',
    LOG_FORMAT: 'human',
    ...process.env,
    ...(devTools ? { DEV_TOOLS: '1', NODE_ENV: 'development' } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
