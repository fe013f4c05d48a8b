import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Marks the API calls the server's own page render makes (plugins/server-render.ts). The value is
 * new in every process and never leaves it, so no visitor can send it.
 */
export const RENDER_HEADER = 'x-bazaar-render';
export const RENDER_SECRET = randomBytes(24).toString('base64url');

/** Whether this request is the server rendering a page, not a visitor. */
export const isServerRender = (req: FastifyRequest) => req.headers[RENDER_HEADER] === RENDER_SECRET;
