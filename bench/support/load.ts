// Load with autocannon: a few seconds unmeasured, then the measured run, as a browser would ask.
import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
}

export const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

const warmUpSeconds = 3;

/** Runs the load for a few seconds unmeasured (JIT and caches warm), then measures it. */
export async function load(name: string, url: string, options: LoadOptions): Promise<LoadFigures> {
  await run(url, options, warmUpSeconds);
  const result = await run(url, options, durationSeconds);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface LoadOptions {
  method: 'GET' | 'POST';
  body?: string;
  /** 50 unless said. */
  connections?: number;
  headers?: Record<string, string>;
  /** Each request's path, when they must differ (a page that must not come from a cache). */
  pathOf?: (n: number) => string;
  /** Each request's body, when they must differ (searches over many routes and days). */
  bodyOf?: (n: number) => string;
}

function run(url: string, options: LoadOptions, seconds: number) {
  let n = 0;
  const { pathOf, bodyOf } = options;
  return autocannon({
    url,
    connections: options.connections ?? connections,
    duration: seconds,
    method: options.method,
    // As a browser asks: compressed answers welcome.
    headers: {
      'content-type': 'application/json',
      lang: 'en',
      'accept-encoding': 'gzip, br',
      ...options.headers,
    },
    ...(options.body ? { body: options.body } : {}),
    ...(pathOf || bodyOf
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const i = n++;
                return {
                  ...request,
                  ...(pathOf ? { path: pathOf(i) } : {}),
                  ...(bodyOf ? { body: bodyOf(i) } : {}),
                };
              },
            },
          ],
        }
      : {}),
  });
}
