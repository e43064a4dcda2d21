/** The list page an address asks for (`?page=`): a whole number from 1, else the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The address of a list's page: the first page is the bare address. */
export function pageAddress(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
