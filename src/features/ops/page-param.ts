// spec/api.yaml: queue pages run 1..500.
const maxPage = 500;

/** The `page` query value as a page number the queue call accepts; 1 for anything else. */
export function pageParam(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, maxPage) : 1;
}
