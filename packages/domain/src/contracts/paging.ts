import { z } from 'zod';
import type { MessageKey } from '../messages';
import { integerField } from '../validation/fields';

/** A list's page (API.md): `page` from 1, `pageSize` 20 by default and at most `max`. */
export function pagingFieldsUpTo(max: number) {
  return {
    page: integerField({ fallback: 1 }).pipe(
      z
        .number()
        .int()
        .min(1, { error: 'tooSmall' satisfies MessageKey }),
    ),
    pageSize: integerField({ fallback: 20 }).pipe(
      z
        .number()
        .int()
        .min(1, { error: 'tooSmall' satisfies MessageKey })
        .max(max, { error: 'tooLarge' satisfies MessageKey }),
    ),
  };
}

/** Paging as every wave-2 list takes it. */
export const pagingFields = pagingFieldsUpTo(100);
