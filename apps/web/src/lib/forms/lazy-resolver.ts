import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose rules are loaded with the first check, not with the page: a light page's
 * form wakes without zod and the phone-number metadata its schema brings (docs/rendering.md),
 * and the first submit loads them. A load that fails (no network) is tried again next time.
 */
export function lazyResolver<V extends FieldValues, C = unknown>(
  load: () => Promise<Resolver<V, C>>,
): Resolver<V, C> {
  let loading: Promise<Resolver<V, C>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
