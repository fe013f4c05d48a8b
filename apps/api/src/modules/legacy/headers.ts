import type { FastifyHelmetOptions as HelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { LegacyPage } from './service.ts';

/**
 * The Link header json-server 0.17 sends with `_page` (first, prev, next, last, each the request's
 * own URL with another page number), made absolute from PUBLIC_URL as the photo URLs are.
 */
export function pageLinks(page: LegacyPage, requestUrl: string, publicUrl: string): string | undefined {
  if (!page.page) return undefined;
  // json-server sends the header even with no links in it (an empty page, or one holding everything).
  if (page.shown === 0) return '';
  const { number, size } = page.page;
  const url = new URL(requestUrl, publicUrl).toString();
  const at = (n: number) => url.replace(/([?&]_page=)[^&]*/, `$1${n}`);
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

/**
 * The headers helmet sets with these options, worked out once. @fastify/helmet rebuilds its whole
 * middleware (parsing the Content-Security-Policy again) on every request: measured at about a tenth
 * of the CPU an answer from the legacy routes costs under load, for headers that never change.
 */
export function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options as Parameters<typeof helmet>[0])({} as never, res as never, () => {});
  return headers;
}
