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

/** Validates every request part with its zod schema; an absent body counts as an empty one. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = parseWithMessages(schema, input);
    if (result.ok) return { value: result.data };
    return { error: new RequestValidationError(result.fields, result.first) };
  };
