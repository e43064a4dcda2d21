/**
 * The rows of a raw query (`db.execute(sql…)`): node-postgres and PGlite both answer `{ rows }`,
 * and the shared Database type leaves the driver's result unknown.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
