// What is wrong with an answer: a 5xx, a body outside the API's envelope (API.md "Calls"), or a
// hostile string come back raw in an HTML page. Files and pages are recognised by content type.
import { gunzipSync } from 'node:zlib';
import { errorEnvelopeSchema, sessionFieldsSchema } from '@parvaz/domain/contracts/envelope';
import { z } from 'zod';
import { rawMarkupSigns } from './hostile';
import type { WireRequest, WireResponse } from './wire';

export type Problem = '5xx' | 'no-answer' | 'out-of-envelope' | 'unescaped';

const successSchema = sessionFieldsSchema.extend({
  status: z.literal('success'),
  data: z.unknown(),
});

/**
 * Non-API paths (the web app, the bank's pages, translations), the API's docs page and its
 * OpenAPI document answer HTML, assets or plain JSON, not the envelope.
 */
function isPagePath(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return (
    !pathname.startsWith('/api/') ||
    pathname.startsWith('/api/docs') ||
    pathname === '/api/openapi.json'
  );
}

export function envelopeProblem(text: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof json !== 'object' || json === null) return 'not an object';
  if ((json as { status?: unknown }).status === 'success') {
    if (!('data' in json)) return 'success without data';
    return successSchema.safeParse(json).success ? undefined : 'success envelope malformed';
  }
  const error = errorEnvelopeSchema.safeParse(json);
  return error.success ? undefined : `not the envelope: ${error.error.issues[0]?.message ?? ''}`;
}

export function judge(
  request: WireRequest,
  response: WireResponse,
): { problem: Problem; why: string }[] {
  if (response.failure && response.status === 0) {
    // The server may close the socket after refusing an oversized body; that is not a fault.
    const payloadSize = request.payload?.length ?? 0;
    if (payloadSize > 1024 * 1024 && /EPIPE|ECONNRESET|socket hang up/.test(response.failure))
      return [];
    return [{ problem: 'no-answer', why: response.failure }];
  }
  const problems: { problem: Problem; why: string }[] = [];
  if (response.status >= 500) problems.push({ problem: '5xx', why: `status ${response.status}` });
  const type = String(response.headers['content-type'] ?? '');
  let body = response.body;
  // A HEAD answer carries the GET answer's headers (its encoding too) but never a body.
  if (response.headers['content-encoding'] === 'gzip' && request.method !== 'HEAD') {
    try {
      body = gunzipSync(body);
    } catch {
      problems.push({ problem: 'out-of-envelope', why: 'gzip that does not unzip' });
    }
  }
  const text = body.toString('utf8');
  if (type.startsWith('text/html')) {
    const raw = rawMarkupSigns.find((sign) => text.includes(sign));
    if (raw) problems.push({ problem: 'unescaped', why: `HTML carries raw ${raw}` });
  }
  if (request.method === 'HEAD' || response.status === 304 || response.status === 204)
    return problems;
  if (response.status >= 300 && response.status < 400) {
    if (!response.headers.location)
      problems.push({ problem: 'out-of-envelope', why: 'redirect without location' });
    return problems;
  }
  if (type.startsWith('application/pdf')) {
    if (!text.startsWith('%PDF'))
      problems.push({ problem: 'out-of-envelope', why: 'pdf type, not a pdf' });
    return problems;
  }
  if (type.startsWith('image/')) return problems;
  // The blog's feed and the sitemap are XML documents, robots.txt is plain text: each must be one.
  if (isPagePath(request.path) && /^application\/(rss\+)?xml/.test(type)) {
    if (!text.startsWith('<?xml '))
      problems.push({ problem: 'out-of-envelope', why: 'xml type, not an XML document' });
    return problems;
  }
  if (request.path.split('?')[0] === '/robots.txt' && type.startsWith('text/plain')) {
    if (!text.startsWith('User-agent:'))
      problems.push({ problem: 'out-of-envelope', why: 'robots.txt without its rules' });
    return problems;
  }
  if (
    isPagePath(request.path) &&
    /^(text\/html|text\/css|application\/javascript|text\/javascript|application\/json)/.test(type)
  )
    return problems;
  if (!type.startsWith('application/json'))
    problems.push({ problem: 'out-of-envelope', why: `content-type ${type || '(none)'}` });
  const why = envelopeProblem(text);
  if (why) problems.push({ problem: 'out-of-envelope', why });
  return problems;
}
