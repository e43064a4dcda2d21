// `npm start`: builds what is missing or older than its sources, then runs the server
// (embedded database in ./data unless DATABASE_URL is set).
// `npm run demo` (`--dev-tools`): the same with the test tools on (sign-up codes readable at
// /api/dev/outbox, captcha answers), which production refuses, so it runs in development mode.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

function say(line) {
  process.stdout.write(`${line}\n`);
}

const on = (value) => value === '1' || value === 'true';
const devTools = process.argv.includes('--dev-tools') || on(process.env.DEV_TOOLS);
if (devTools) {
  say('');
  say('!!! TEST TOOLS ARE ON (DEV_TOOLS=1): anyone who reaches this server can read its messages,');
  say('!!! sign-up codes and captcha answers. Never expose it to the internet.');
  say('');
}

if (!buildIfStale(say)) process.exit(1);

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
