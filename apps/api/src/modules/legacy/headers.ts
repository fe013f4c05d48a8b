import type { LegacyPage } from './service.ts';

/**
 * The Link header json-server 0.17 sends with `_page` (first, prev, next, last, each the request's
 * own URL with another page number), made absolute from PUBLIC_URL as the photo URLs are. A list
 * asked for whole but cut at LEGACY_LIST_MAX gets the same links, as if it had asked for its first
 * page of that size; one that held everything gets none, as from json-server.
 */
export function pageLinks(page: LegacyPage, requestUrl: string, publicUrl: string): string | undefined {
  if (!page.page) return undefined;
  const { number, size, implied } = page.page;
  if (implied && page.total <= size) return undefined;
  // json-server sends the header even with no links in it (an empty page, or one holding everything).
  if (page.shown === 0) return '';
  const url = new URL(requestUrl, publicUrl);
  if (implied) {
    url.searchParams.set('_page', '1');
    url.searchParams.set('_limit', String(size));
  }
  const at = (n: number) => url.toString().replace(/([?&]_page=)[^&]*/, `$1${n}`);
  const links: Array<[string, number]> = [];
  const last = Math.ceil(page.total / size);
  const whole = page.shown === page.total;
  if (!whole) links.push(['first', 1]);
  if (number > 1) links.push(['prev', number - 1]);
  if (number * size < page.total) links.push(['next', number + 1]);
  if (!whole) links.push(['last', last]);
  return links.map(([rel, n]) => `<${at(n)}>; rel="${rel}"`).join(', ');
}

/** Any page may read the legacy calls (no cookies: `*`), and the two paging headers with them. */
export const LEGACY_CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Total-Count, Link',
  // helmet's default (same-origin) would stop a page elsewhere from reading the answer.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export const LEGACY_PREFLIGHT = {
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-max-age': '86400',
} as const;
