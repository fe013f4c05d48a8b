import type { FastifyInstance } from 'fastify';

/** One path the server answers, with what the fuzzer can learn about its inputs. */
export interface FuzzRoute {
  /** As Fastify registered it: `/api/listings/:id`, `/media/*`. */
  path: string;
  methods: string[];
  /** Names of the `:param` segments. */
  params: string[];
  wildcard: boolean;
  /** Property names of the JSON body and of the query string, where the OpenAPI spec names them. */
  bodyKeys: string[];
  queryKeys: string[];
  /** Takes a body other than JSON (the spec describes none): multipart is sent to it more often. */
  multipart: boolean;
  /** A file of the built web app (hashed script, icon): served as it is, worth only a few requests. */
  staticFile: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiSpec = { paths?: Record<string, Record<string, OpenApiOperation>> };

/**
 * Every route of the built app, read from the router itself (`printRoutes`), so routes added by
 * any module are fuzzed without a list to keep up to date. The OpenAPI spec adds field names where
 * the route has a schema; hidden routes (metrics, sitemap, photos) are found all the same.
 */
export function discoverRoutes(app: FastifyInstance): FuzzRoute[] {
  const tree = app.printRoutes();
  const spec = app.swagger() as OpenApiSpec;
  const routes: FuzzRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    // "│   ├── /sold (POST)": four columns of tree drawing per level, then the segment.
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (depth === 0 ? '' : stack[depth - 1]!) + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!m[3]) continue;
    const methods = m[3].split(', ').filter((x) => x !== 'HEAD' || !m[3]!.includes('GET'));
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    const operations = spec.paths?.[openApiPath] ?? {};
    const bodyKeys = new Set<string>();
    const queryKeys = new Set<string>();
    let multipart = false;
    for (const [method, op] of Object.entries(operations)) {
      for (const p of op.parameters ?? []) if (p.in === 'query') queryKeys.add(p.name);
      // A body the spec does not describe is not JSON; uploads (multipart) are such bodies.
      if (!op.requestBody && ['post', 'put', 'patch'].includes(method)) multipart = true;
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
        if (type.startsWith('multipart/')) multipart = true;
        for (const key of Object.keys(content.schema?.properties ?? {})) bodyKeys.add(key);
      }
    }
    routes.push({
      path,
      methods,
      params: [...path.matchAll(/:(\w+)/g)].map((x) => x[1]!),
      wildcard: path.endsWith('*'),
      bodyKeys: [...bodyKeys],
      queryKeys: [...queryKeys],
      multipart,
      staticFile: /\.[a-z0-9]+$/i.test(path) && !path.startsWith('/api/') && !path.includes(':'),
    });
  }
  return routes;
}
