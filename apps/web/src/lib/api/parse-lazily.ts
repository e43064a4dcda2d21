interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A response parser whose zod schema is loaded with the first response that needs it, not with
 * the page. A page the server rendered shows its data from the page data without a call, so a
 * read-only page (results, ticket) carries no zod in its first load; every answer fetched later
 * is still parsed before it is used.
 */
export function parseLazily<T>(
  loadSchema: () => Promise<ResponseSchema<T>>,
): (data: unknown) => Promise<T> {
  return async (data) => (await loadSchema()).parse(data);
}
