// `npm run dev`: the API server in watch mode and the Vite dev server, stopped together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@parvaz/server'], {
    stdio: 'inherit',
    env: { DEV_TOOLS: '1', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@parvaz/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
