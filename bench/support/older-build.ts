// Another commit of the project, checked out beside this one in a temporary folder and built, so
// that a benchmark can start its server next to this build's.
import { spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './server';

export interface OlderBuild {
  ref: string;
  /** The commit the ref named when checked out. */
  commit: string;
  dir: string;
  /** Its server's dist/main.js, for startServer. */
  serverMain: string;
  remove(): void;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  return result.stdout.trim();
}

/**
 * Gives `to` this checkout's packages without installing them (`npm ci` takes minutes): each
 * entry is a link to this checkout's, except the links npm made to the workspaces (@parvaz/*,
 * relative), which are copied as they are so that they name the older build's own packages.
 * The dependencies must be the same versions in both, as they are between close commits.
 */
function linkNodeModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    // npm's and vite's own caches and lock copies stay with their checkout.
    if (name.startsWith('.') && name !== '.bin') continue;
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), join(to, name));
    else if (name.startsWith('@')) linkNodeModules(source, join(to, name));
    else symlinkSync(source, join(to, name));
  }
}

/** The workspace folders that have a node_modules of their own in this checkout. */
function workspacesWithModules(): string[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(group, name))
      .filter((dir) => {
        try {
          return lstatSync(join(root, dir, 'node_modules')).isDirectory();
        } catch {
          return false;
        }
      }),
  );
}

/** Checks `ref` out in a git worktree of its own, links the packages in and builds it. */
export function buildOlder(ref: string): OlderBuild {
  const dir = join(mkdtempSync(join(tmpdir(), 'parvaz-bench-older-')), 'parvaz');
  run('git', ['worktree', 'add', '--detach', dir, ref], root);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(join(dir, '..'), { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  try {
    const commit = run('git', ['rev-parse', 'HEAD'], dir);
    linkNodeModules(join(root, 'node_modules'), join(dir, 'node_modules'));
    for (const workspace of workspacesWithModules())
      linkNodeModules(join(root, workspace, 'node_modules'), join(dir, workspace, 'node_modules'));
    run('npm', ['run', 'build'], dir);
    return { ref, commit, dir, serverMain: join(dir, 'apps/server/dist/main.js'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
