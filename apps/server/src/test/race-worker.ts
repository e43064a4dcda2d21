// The workers' side of ./race-kit.ts, shared by every `*-race-worker-test-kit.ts`: a process of
// its own, started with the database's url and its orders as arguments, that says "ready" once
// set up, waits for "go" on stdin, and prints what became of its run as one line of JSON.
import { createInterface } from 'node:readline';
import type { z } from 'zod';

/** The worker's arguments (after node's and the script's), read by `schema`. */
export function raceArgs<S extends z.ZodTypeAny>(schema: S): z.infer<S> {
  return schema.parse(process.argv.slice(2));
}

/** Says "ready" and waits until the test writes "go". */
export async function readyThenGo(): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  process.stdout.write('ready\n');
  for await (const line of lines) if (line.trim() === 'go') break;
  lines.close();
}

/** Prints the run's outcome as the one line of JSON the test reads. */
export function reportOutcome(outcome: unknown): void {
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
}
