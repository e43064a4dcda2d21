import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * POSTs to `url` a multipart body whose file part never ends, as a flood would send it: the
 * status the server answers without reading it, or null when it was still waiting for the body
 * after `waitMs`.
 */
export async function endlessUploadStatus(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  field: string,
  waitMs = 5_000,
): Promise<number | null> {
  const endless = new Readable({ read() {} });
  endless.push(
    `--x\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.pdf"\r\n\r\n`,
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: endless,
      }),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      }),
    ]);
    return answer?.statusCode ?? null;
  } finally {
    clearTimeout(timer);
    endless.destroy();
  }
}
