import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

/** Security headers, with a Content-Security-Policy that allows no inline script. */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
