import type { FastifyRequest } from 'fastify';

/**
 * The path a request is decided by: the pattern of the route the router matched (`/api/auth/login`
 * whether it was asked for as `/api/…` or `/%61pi/…`), or, when no route matched, the path asked
 * for with its percent-encoding decoded. Checks keyed on the literal URL can be walked around by
 * spelling the same route another way; checks keyed on this cannot.
 */
export function routePath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  // The web app's catch-all ('/*') names no route of its own: an API path it hands on is a 404 of
  // the API, decided by the path asked, as when no route matched at all.
  if (pattern !== undefined && pattern !== '/*') return pattern;
  const asked = req.url.split('?')[0]!;
  try {
    return decodeURIComponent(asked);
  } catch {
    return asked;
  }
}

/** Whether the request is for the API (rather than a page, a photo or a file). */
export const isApiRequest = (req: FastifyRequest) => routePath(req).startsWith('/api/');
