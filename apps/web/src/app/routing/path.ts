/** A location's parts, as `window.location` has them. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a link or a navigation goes: a URL path with its query and fragment. */
export type To = string;

/** Splits "/a?b#c" into its parts. */
export function parsePath(url: string): Path {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const rest = hashAt < 0 ? url : url.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt < 0 ? '' : rest.slice(searchAt);
  return {
    pathname: (searchAt < 0 ? rest : rest.slice(0, searchAt)) || '/',
    // A bare "?" or "#" is no query or fragment, as in window.location.
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

/**
 * An absolute path for `to`: a path that starts with "/" stays; a query or fragment alone applies to
 * the current path (a bare "?" clears the query); anything else is relative to `base` (the route's
 * own path).
 */
export function resolvePath(to: To, pathname: string, base: string): string {
  if (to[0] === '/') return to;
  if (to[0] === '?' || to[0] === '#') return to === '?' || to === '#' ? pathname : pathname + to;
  return `${base.replace(/\/$/, '')}/${to}`;
}

export interface PathMatch {
  params: Record<string, string>;
  /** The part of the pathname the pattern matched, without what its trailing "*" took. */
  pathnameBase: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a route pattern ("/products/:category/:id", "/admin/*") against a pathname: whole
 * segments, case-insensitive, trailing slashes ignored, parameters decoded. Null when it does not.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Record<string, string> = {};
  const splat = want[want.length - 1] === '*';
  const fixed = splat ? want.length - 1 : want.length;
  if (splat ? have.length < fixed : have.length !== fixed) return null;
  for (let i = 0; i < fixed; i++) {
    const part = want[i]!;
    if (part[0] === ':') params[part.slice(1)] = decode(have[i]!);
    else if (part.toLowerCase() !== decode(have[i]!).toLowerCase()) return null;
  }
  if (splat) params['*'] = have.slice(fixed).map(decode).join('/');
  return { params, pathnameBase: `/${have.slice(0, fixed).join('/')}` };
}

/**
 * How specific a pattern is, the way React Router ranks routes: the most specific match wins
 * whatever the order they are declared in ("/my-ads/new" before "/my-ads/:id", both before "*").
 */
export function specificity(pattern: string, index: boolean): number {
  const parts = segments(pattern);
  let score = parts.length + (index ? 2 : 0);
  for (const part of parts) score += part === '*' ? -2 : part[0] === ':' ? 3 : 10;
  return score;
}
