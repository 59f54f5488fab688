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

export { pageCountOf } from '~/components/catalogue/paging';
