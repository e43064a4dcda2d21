// Server memory under anonymous uploads: 20 contact-form cases sent at once from 20 addresses,
// each with as many files as a message takes, every one just under the per-file limit; then 20
// more from one address that has used up its limit (refused before their bodies are read); then
// the first wave again from 20 other addresses. The server's resident set size before, at its
// peak and after each wave, read from the kernel.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caseLimits } from '@parvaz/domain/cases/case-rules';
import { supportLimits } from '@parvaz/domain/support/limits';
import { startServer, withPostgresDatabase } from './support/server';

const concurrent = 20;
const overLimit = '10.0.1.1';
const filesPerCase = supportLimits.filesPerMessage;
/** Just under the per-file limit, so that every file is taken as far as its size goes. */
const fileBytes = supportLimits.fileBytes - 16 * 1024;

export interface UploadWave {
  wave: string;
  requests: number;
  /** MiB sent by the wave's requests together. */
  sentMb: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  /** How many answers had each status (`closed`: the server closed the connection first). */
  statuses: Record<string, number>;
}

export interface UploadFigures {
  build: string;
  waves: UploadWave[];
  /** Files left in the uploads folder (its temporary files included) once every answer came. */
  filesLeft: number;
}

const mib = (kb: number) => Math.round(kb / 1024);

function statusOf(pid: number): string {
  return readFileSync(`/proc/${pid}/status`, 'utf8');
}

/** Resident set size in MiB, and the peak since the last reset (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = statusOf(pid);
  const read = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: mib(read('VmRSS')), peak: mib(read('VmHWM')) };
}

/** Starts the kernel's peak count afresh (`5` to clear_refs); false where that is not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A PDF by its first bytes, `bytes` long, the rest random-looking so nothing compresses it. */
function pdfOf(bytes: number, seed: number): Blob {
  const data = Buffer.alloc(bytes);
  let x = seed * 2_654_435_761 + 1;
  for (let i = 0; i < bytes; i += 4) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    data.writeUInt32LE(x, Math.min(i, bytes - 4));
  }
  data.write('%PDF-1.4\n', 0, 'latin1');
  return new Blob([data], { type: 'application/pdf' });
}

function contactForm(files: Blob[]): FormData {
  const form = new FormData();
  form.set('fullName', 'Nasrin Ebrahimi');
  form.set('mobile', '0912 111 2233');
  form.set('email', 'nasrin.ebrahimi@example.com');
  form.set('subject', 'Seat for my mother');
  form.set('text', 'My mother needs an aisle seat near the front. Can you arrange it?');
  // No captcha was asked for: the case is refused once its files are read and checked.
  form.set('captchaId', 'x'.repeat(40));
  form.set('captcha', '00000');
  files.forEach((file, i) => form.append('files', file, `scan-${i}.pdf`));
  return form;
}

async function send(url: string, address: string, form: FormData): Promise<string> {
  return fetch(`${url}/api/request/createRequest`, {
    method: 'POST',
    headers: { 'x-tenant': 'sepehran', lang: 'en', 'x-forwarded-for': address },
    body: form,
  }).then(
    async (answer) => {
      await answer.arrayBuffer();
      return String(answer.status);
    },
    () => 'closed',
  );
}

async function wave(
  pid: number,
  url: string,
  name: string,
  files: Blob[],
  addressOf: (i: number) => string,
): Promise<UploadWave> {
  const rssBeforeMb = memoryOf(pid).rss;
  const kernelPeak = resetPeak(pid);
  let polledPeak = rssBeforeMb;
  const poll = setInterval(() => {
    polledPeak = Math.max(polledPeak, memoryOf(pid).rss);
  }, 5);
  const statuses: Record<string, number> = {};
  try {
    await Promise.all(
      Array.from({ length: concurrent }, async (_, i) => {
        const status = await send(url, addressOf(i), contactForm(files));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
  } finally {
    clearInterval(poll);
  }
  // A moment for the answers' last work (temporary files removed, buffers let go).
  await new Promise((r) => setTimeout(r, 1000));
  const after = memoryOf(pid);
  return {
    wave: name,
    requests: concurrent,
    sentMb: Math.round((concurrent * files.reduce((sum, f) => sum + f.size, 0)) / 2 ** 20),
    rssBeforeMb,
    rssPeakMb: Math.max(polledPeak, kernelPeak ? after.peak : 0, after.rss),
    rssAfterMb: after.rss,
    statuses,
  };
}

function filesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) =>
      count + (entry.isDirectory() ? filesUnder(join(entry.parentPath, entry.name)) : 1),
    0,
  );
}

async function measure(build: string, main: string | undefined): Promise<UploadFigures> {
  return withPostgresDatabase(async (databaseUrl) => {
    const uploadsDir = await mkdtemp(join(tmpdir(), 'parvaz-bench-uploads-'));
    const server = await startServer(
      // The client's address is taken from x-forwarded-for, so that one machine can be 20 visitors.
      {
        DATABASE_URL: databaseUrl,
        UPLOADS_DIR: uploadsDir,
        SEED_DEMO: '0',
        TRUST_PROXY: '127.0.0.1',
      },
      Number(process.env.BENCH_UPLOADS_PORT ?? 18_345),
      main,
    );
    const pid = server.process.pid;
    if (!pid) throw new Error('the server has no process id');
    try {
      const files = Array.from({ length: filesPerCase }, (_, i) => pdfOf(fileBytes, i + 1));
      const near = await wave(
        pid,
        server.url,
        'near the size limit',
        files,
        (i) => `10.0.0.${i + 1}`,
      );
      // One address uses up its limit with cases without files (each refused at its captcha).
      for (let i = 0; i < caseLimits.perAddress.max; i++)
        await send(server.url, overLimit, contactForm([]));
      const over = await wave(pid, server.url, 'over the address limit', files, () => overLimit);
      // Again from 20 new addresses: what the first wave left (the heap grown once, code made
      // ready) is no longer counted, what each upload holds is.
      const again = await wave(
        pid,
        server.url,
        'near the size limit, again',
        files,
        (i) => `10.0.2.${i + 1}`,
      );
      const waves = [near, over, again];
      return { build, waves, filesLeft: filesUnder(uploadsDir) };
    } finally {
      await server.stop();
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });
}

/**
 * This build, and when BENCH_BASELINE_MAIN names another build's dist/main.js (a checkout of the
 * commit before a change), that one first, each on a fresh database of its own.
 */
export async function uploadsBenchmark(): Promise<UploadFigures[]> {
  const baseline = process.env.BENCH_BASELINE_MAIN;
  const figures: UploadFigures[] = [];
  if (baseline) figures.push(await measure('baseline build', baseline));
  figures.push(await measure('this build', undefined));
  return figures;
}
