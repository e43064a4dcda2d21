// Typechecks every workspace (or the ones named) with TypeScript 7, the native compiler: the
// same checks as TypeScript 6 in a tenth of the time. TypeScript 6 stays installed for the tools
// that read TypeScript's JavaScript API (typescript-eslint, the build), which 7 does not offer.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = resolve(
  dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin/tsc',
);
const workspaces = ['packages/domain', 'packages/i18n', 'apps/server', 'apps/web', 'e2e'];

let failed = false;
for (const workspace of process.argv.length > 2 ? process.argv.slice(2) : workspaces) {
  const project = resolve(root, workspace, 'tsconfig.json');
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(`typecheck of ${workspace} failed\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
