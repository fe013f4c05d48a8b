import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drawnOrder, withoutBidiControls } from '../lib/bidi.ts';
import { Invalid } from '../lib/errors.ts';

// NUL, or half of a surrogate pair: JSON.parse lets "\ud800" through, JavaScript strings hold it.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => UNSTORABLE.test(s);

/** Where the first string the database cannot store is in a parsed body, query or params ("seller.name"). */
function unstorableAt(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path || 'request';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unstorable(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Fields whose exact characters matter (a password is compared, never shown). */
const EXACT = /password/i;

/**
 * Every string in a parsed JSON body as it is drawn, without bidi controls, in place (passwords
 * as typed): "\u202eeniacoc\u202c" is kept as "cocaine", what people saw, which the screens read.
 */
function dropBidiControls(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    if (typeof child === 'string') {
      if (!EXACT.test(key)) (value as Record<string, unknown>)[key] = withoutBidiControls(drawnOrder(child));
    } else dropBidiControls(child);
  }
}

/**
 * PostgreSQL text cannot hold the NUL character, and its JSON type refuses a lone surrogate
 * ("\udfff"): a title, message, search or name containing one made the query fail with a 500.
 * No person types either, so every route refuses them up front, naming the field, before any
 * schema or query sees them.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (req, _reply, done) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = unstorableAt(part);
      if (field !== undefined)
        return done(
          new Invalid('Some values are not valid', {
            [field]: 'Contains a character that is not allowed',
          }),
        );
    }
    // Bidi controls make text draw differently from how it reads ("\u202eeniacoc" is drawn
    // "cocaine"): titles, descriptions, names, localities, models and chat are kept as drawn.
    dropBidiControls(req.body);
    done();
  });
});
