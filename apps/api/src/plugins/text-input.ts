import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    done();
  });
});
