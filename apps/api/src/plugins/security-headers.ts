import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { routePath } from '../lib/route-path.ts';
import { APP_START_HASH } from '../modules/seo/index.ts';

/** Security headers, with a Content-Security-Policy that allows no inline script but APP_START. */
export function securityHeaders(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, by its hash: it starts the app on a server-rendered page.
        scriptSrc: ["'self'", APP_START_HASH],
        // The API docs page (swagger-ui) and React style props need inline styles; never inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers for the API's JSON answers. The page headers above (script and style sources, opener
 * and agent-cluster isolation, referrer, DNS prefetch, IE's download and Flash policies) govern an
 * HTML document and mean nothing on JSON, but cost every call about 450 bytes: on a slow phone line
 * that is a fifth of a list's compressed answer, and under load the server's and client's time to
 * write and read them. What protects a JSON answer stays: nothing may be loaded or framed by it
 * (`default-src 'none'`), no sniffing, same-origin reads only, and HTTPS once the site uses it.
 */
export function apiSecurityHeaders(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    hsts: config.publicUrl.startsWith('https:'),
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** The API's own answers, JSON all but its docs page (an HTML page: it gets the page headers). */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The headers helmet sets with these options, worked out once: they never change between requests.
 * Helmet's middleware (as @fastify/helmet runs it) parses and reformats the whole policy on every
 * request: about a tenth of the CPU time of a cached list under load, for the same ~12 strings.
 */
export function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => {});
  return Object.freeze(headers);
}

/**
 * Every answer (routes, errors, 404s, files, the event stream) carries helmet's headers for these
 * options, the API's set on /api/ answers and the pages' on the rest, set with one call from a hook
 * that does not wait on a promise. A route that needs one of them otherwise (photos and the legacy
 * calls are cross-origin) sets its own in a later hook.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { pages: HelmetOptions; api: HelmetOptions }) => {
    const pages = fixedSecurityHeaders(opts.pages);
    const api = fixedSecurityHeaders(opts.api);
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(isApiAnswer(routePath(req)) ? api : pages);
      done();
    });
  },
);
