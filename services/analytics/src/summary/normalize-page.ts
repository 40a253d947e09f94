const idSegment =
  /^(\d+|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The page a report belongs to: the URL's path only (no origin, query or hash, so no tokens or
 * emails are kept), ids (numbers, 24-hex object ids, UUIDs) replaced by `:id`, at most 200
 * characters. An unparsable URL counts as `(unknown)`.
 */
export function normalizePage(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://page.invalid').pathname;
  } catch {
    return '(unknown)';
  }
  const segments = pathname
    .split('/')
    .map((segment) => (idSegment.test(segment) ? ':id' : segment));
  const path = segments.join('/').replace(/\/+$/, '') || '/';
  return path.slice(0, 200);
}
