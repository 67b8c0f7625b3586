/**
 * Pagination of the site lists (part 1 §2, §9): 20 rows a page; page numbers are the first, the
 * last and two either side of the current page, with an ellipsis wherever numbers are skipped.
 */
export const pageSize = 20;
const pageSiblings = 2;

export type PageItem = number | 'ellipsis';

export const pageCount = (totalRows: number, perPage: number = pageSize): number => Math.max(1, Math.ceil(totalRows / perPage));

export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - pageSiblings; page <= current + pageSiblings; page += 1) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push('ellipsis');
    items.push(page);
    previous = page;
  }
  return items;
}

/** 'Showing X to Y of N sites', or 'No results found' for an empty list. */
export function paginationSummary(page: number, totalRows: number, perPage: number = pageSize): string {
  if (totalRows <= 0) return 'No results found';
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, totalRows);
  return `Showing ${first} to ${last} of ${totalRows} sites`;
}
