import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { parseWithMessages, type IssueMessage } from '@parvaz/domain/validation/issue-message';

/** A body, query or params that does not fit its schema; carries the product's messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly fields: Record<string, IssueMessage>,
    readonly first: IssueMessage,
  ) {
    super('request validation failed');
  }
}

/** Deeper than any request schema goes: what lies below is dropped by the schema anyway. */
const maxNulSearchDepth = 32;

/**
 * The dotted path of the first text holding a NUL character. PostgreSQL text cannot hold one, so
 * no field may: found by e2e/fuzz.spec.ts as 500s wherever such a text reached a query.
 */
export function pathOfNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (depth >= maxNulSearchDepth || value === null || typeof value !== 'object') return undefined;
  // Uploaded files' bytes are not text.
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const invalidValue: IssueMessage = { key: 'invalidValue', params: {} };

/** Validates every request part with its zod schema; an absent body counts as an empty one. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const nul = pathOfNul(input);
    if (nul !== undefined)
      return { error: new RequestValidationError({ [nul]: invalidValue }, invalidValue) };
    const result = parseWithMessages(schema, input);
    if (result.ok) return { value: result.data };
    return { error: new RequestValidationError(result.fields, result.first) };
  };
