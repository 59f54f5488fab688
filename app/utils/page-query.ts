export function readPageNumber(searchParams: URLSearchParams): number {
  const value = searchParams.get('page');
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(Number(value), 1);
}

export function pageSearch(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** How many pages `total` results fill; an empty listing still has its first page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(Math.ceil(total / pageSize), 1);
}
