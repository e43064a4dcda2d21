// Sends one request with node:http (fetch refuses the odd headers and bodies the fuzzer needs)
// and keeps the raw answer.
import http from 'node:http';

export interface WireRequest {
  method: string;
  /** Path and query, already encoded. */
  path: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

export interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Set when no answer came (connection reset, timeout). */
  failure?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Header values may only carry bytes: text beyond Latin-1 goes as its UTF-8 bytes. */
export function headerBytes(text: string): string {
  return Buffer.from(text.replace(/[\r\n\0]/g, ''), 'utf8').toString('latin1');
}

export function send(base: URL, request: WireRequest, timeoutMs = 30_000): Promise<WireResponse> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.payload) headers['content-length'] = String(request.payload.length);
    let done = false;
    const finish = (response: WireResponse) => {
      if (done) return;
      done = true;
      resolve(response);
    };
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          finish({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', (error) =>
          finish({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
            failure: error.message,
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) =>
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), failure: error.message }),
    );
    if (request.payload) outgoing.end(request.payload);
    else outgoing.end();
  });
}

export function closeConnections(): void {
  agent.destroy();
}
