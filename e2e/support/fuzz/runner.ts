// Runs the cases: each target gets `casesPerTarget` requests, built from a generator forked from
// the run's seed by target name and case number, so `FUZZ_SEED` replays any one of them.
import { hostileString } from './hostile';
import { createRandom, type Random } from './prng';
import type { FuzzContext, Role, Target } from './targets';
import type { Tokens } from './sessions';
import { sessionTenant } from './sessions';
import { judge, type Problem } from './verdict';
import { headerBytes, send, type WireRequest } from './wire';

export interface Finding {
  problem: Problem;
  why: string;
  target: string;
  caseNumber: number;
  role: Role;
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: string;
    did: string[];
  };
  response: { status: number; body: string };
}

export interface RunFigures {
  endpoints: number;
  requests: number;
  byStatusClass: Record<string, number>;
  serverErrors: number;
  outOfEnvelope: number;
  unescaped: number;
  noAnswer: number;
  seed: number;
  durationMs: number;
}

export interface RunResult {
  figures: RunFigures;
  findings: Finding[];
}

const preview = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The spec's headers, mostly plausible, sometimes hostile (API.md "Calls"). */
function headersFor(random: Random, role: Role, tokens: Tokens): Record<string, string> {
  const headers: Record<string, string> = {};
  const roll = random.next();
  headers['x-tenant'] =
    roll < 0.75
      ? sessionTenant
      : roll < 0.9
        ? random.pick(['turk', 'oman'])
        : headerBytes(hostileString(random).slice(0, 300));
  if (random.chance(0.9))
    headers.lang = random.chance(0.9)
      ? random.pick(['fa', 'ar', 'en', 'tr'])
      : headerBytes(hostileString(random).slice(0, 300));
  if (random.chance(0.1)) headers['user-type'] = headerBytes(hostileString(random).slice(0, 100));
  if (random.chance(0.1)) headers['club-mode'] = random.pick(['1', '0', 'yes']);
  if (role !== 'guest') headers.authorization = `Bearer ${tokens[role]}`;
  else if (random.chance(0.1))
    headers.authorization = random.pick([
      'Bearer ',
      'Bearer x',
      'Basic YTpi',
      `Bearer ${'a'.repeat(5000)}`,
      headerBytes(`Bearer ${hostileString(random).slice(0, 200)}`),
    ]);
  if (random.chance(0.05))
    headers['x-request-id'] = headerBytes(hostileString(random).slice(0, 200));
  if (random.chance(0.1))
    headers['accept-encoding'] = random.pick(['gzip', 'gzip;q=0', 'br, deflate', '*']);
  return headers;
}

function roleFor(random: Random, target: Target): Role {
  if (target.guestOnly) return 'guest';
  const signedIn: Role[] = ['customer', 'customer', 'supporter', 'operator'];
  const guestShare = target.secured ? 0.1 : 0.4;
  return random.chance(guestShare) ? 'guest' : random.pick(signedIn);
}

export async function runFuzz(options: {
  baseUrl: string;
  targets: Target[];
  casesPerTarget: number;
  seed: number;
  tokens: Tokens;
  context: FuzzContext;
  concurrency?: number;
  /** The whole run's time; each target gets an equal share and stops early at its end. */
  budgetMs?: number;
  onProgress?: (line: string) => void;
}): Promise<RunResult> {
  const base = new URL(options.baseUrl);
  const started = Date.now();
  const byStatusClass: Record<string, number> = {};
  const findings: Finding[] = [];
  const answered = new Map<string, number>();
  const counts = { requests: 0, serverErrors: 0, outOfEnvelope: 0, unescaped: 0, noAnswer: 0 };
  const root = createRandom(options.seed);

  const runCase = async (target: Target, caseNumber: number) => {
    const random = root.fork(`${target.name}#${caseNumber}`);
    const role = roleFor(random, target);
    const built = target.build(random, options.context);
    const headers = headersFor(random, role, options.tokens);
    if (built.body?.contentType) headers['content-type'] = built.body.contentType;
    const request: WireRequest = {
      method: built.method,
      path: built.path,
      headers,
      payload: built.body?.payload,
    };
    let response = await send(base, request);
    // A kept-alive socket the server has just closed fails at once: the request is sent again.
    if (response.status === 0) response = await send(base, request);
    counts.requests++;
    const statusClass = response.status === 0 ? 'none' : `${Math.floor(response.status / 100)}xx`;
    byStatusClass[statusClass] = (byStatusClass[statusClass] ?? 0) + 1;
    if (statusClass === '2xx') answered.set(target.name, (answered.get(target.name) ?? 0) + 1);
    for (const { problem, why } of judge(request, response)) {
      if (problem === '5xx') counts.serverErrors++;
      else if (problem === 'out-of-envelope') counts.outOfEnvelope++;
      else if (problem === 'unescaped') counts.unescaped++;
      else counts.noAnswer++;
      findings.push({
        problem,
        why,
        target: target.name,
        caseNumber,
        role,
        request: {
          method: request.method,
          path: preview(request.path, 300),
          headers: Object.fromEntries(
            Object.entries(headers).map(([k, v]) => [k, preview(v, 120)]),
          ),
          body: preview(request.payload?.toString('utf8') ?? ''),
          did: built.did,
        },
        response: { status: response.status, body: preview(response.body.toString('utf8')) },
      });
    }
  };

  const concurrency = options.concurrency ?? 4;
  const share = options.budgetMs ? options.budgetMs / options.targets.length : Infinity;
  for (const target of options.targets) {
    let next = 0;
    const until = Date.now() + share;
    const worker = async () => {
      while (next < options.casesPerTarget && Date.now() < until) await runCase(target, next++);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    options.onProgress?.(
      `${target.name}: ${next} cases (${answered.get(target.name) ?? 0} answered 2xx), ${findings.length} findings so far`,
    );
  }

  return {
    figures: {
      endpoints: options.targets.length,
      requests: counts.requests,
      byStatusClass,
      serverErrors: counts.serverErrors,
      outOfEnvelope: counts.outOfEnvelope,
      unescaped: counts.unescaped,
      noAnswer: counts.noAnswer,
      seed: options.seed,
      durationMs: Date.now() - started,
    },
    findings,
  };
}

/** One line per distinct defect (target, problem, status, reason), with a request to replay. */
export function distinctFindings(findings: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const finding of findings) {
    const key = `${finding.target}|${finding.problem}|${finding.response.status}|${finding.why}`;
    if (!seen.has(key)) seen.set(key, finding);
  }
  return [...seen.values()];
}
