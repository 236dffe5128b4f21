/** Listing pages: the blog shows this many posts per page, newest first. */
export const POSTS_PER_PAGE = 6;

export function pageCount(items: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(items / perPage));
}

export function pageSlice<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The path of a page of the blog listing: page 1 is /blog itself. */
export function blogPagePath(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}
