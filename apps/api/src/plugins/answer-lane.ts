import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { UserRow } from '../modules/auth/repository.ts';
import { SESSION_COOKIE, type SessionStore } from '../modules/auth/sessions.ts';
import type { RouteDurations } from '../modules/operations/route-durations.ts';
import { atLeastMinBytes, keptCompressed, pickEncoding } from './compression.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A route whose kept answers the lane may send (see `AnswerLane`). */
export interface LaneRoute {
  /** Paths this route answers start with this; the lane asks no other route about them. */
  prefix: string;
  /** The route as Fastify names it, for the request metrics and the access summary. */
  route: string;
  /** Headers the route sets after the API's security headers (the legacy calls' CORS). */
  headers: Readonly<Record<string, string>>;
  /**
   * The JSON the route would send with a 200 for this path and person, when it has it at hand;
   * undefined when the route must answer itself (a first ask, a renewal to start, a 404, a 401).
   */
  find(path: string, user: UserRow | null): string | undefined;
  /** Called once the lane has sent `find`'s answer for this path (an ad page counts the view). */
  sent?(path: string): void;
}

export interface AnswerLaneOptions {
  /** The API's security headers, as every /api/ answer carries them (plugins/security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  sessions: SessionStore;
  durations: RouteDurations;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client in the access summary. */
  trustProxy: Config['trustProxy'];
  genReqId: () => string;
}

/**
 * Sends kept shared answers before Fastify sees the request. A kept answer (a list, a search, an
 * ad's page, a legacy ad: the same JSON for everyone, made a moment ago) costs the server little
 * more than the socket's write, and the Fastify request around it (its objects, child logger,
 * router, a dozen hooks) cost as much again: in alternating rounds on the PGlite demo the legacy
 * "one car" call served 11–23 % more requests a second through this lane and a cars list 28–49 %
 * more, with a quarter less CPU each (bench/README.md).
 *
 * The lane sends exactly what the route would: the request id, the API's security headers, the
 * route's own, the same body, compressed bytes already kept for it; it counts the request in the
 * same metrics and access summary. Anything it cannot answer that way (another method, a path of
 * another shape, a session not looked up a moment ago, an answer not at hand, a server closing,
 * ACCESS_LOG_SHARED=lines) goes to Fastify untouched. answer-lane.test.ts compares its answers
 * with Fastify's.
 */
export class AnswerLane {
  /** Each route with the headers every answer of it starts with, merged once. */
  private readonly routes: Array<{ route: LaneRoute; headers: Readonly<Record<string, string>> }> = [];
  private closing = false;
  private readonly clientAddress: (req: IncomingMessage) => string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: AnswerLaneOptions,
  ) {
    this.clientAddress = clientAddressOf(opts.trustProxy);
    app.addHook('preClose', (done) => {
      // Fastify answers 503 and closes the connection from now on; so must every request.
      this.closing = true;
      done();
    });
  }

  /** Whether the lane answers at all: no longer, since every request wants its access line. */
  get open(): boolean {
    return false;
  }

  add(route: LaneRoute): void {
    const headers = { ...this.opts.securityHeaders, ...route.headers, 'content-type': JSON_TYPE };
    this.routes.push({ route, headers });
  }

  /** Puts the lane in front of Fastify's own handler on the server it listens with. */
  install(server: Server): void {
    if (!this.open) return;
    const [fastifyHandler] = server.listeners('request') as Array<
      (req: IncomingMessage, res: ServerResponse) => void
    >;
    if (!fastifyHandler) throw new Error('The answer lane must be installed on Fastify’s own server');
    server.removeListener('request', fastifyHandler);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res)) fastifyHandler(req, res);
    });
  }

  /** Sends the kept answer and says true, or says false and leaves the request to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.closing) return false;
    const url = req.url ?? '';
    const started = performance.now();
    let user: UserRow | null | undefined;
    let entry: (typeof this.routes)[number] | undefined;
    let body: string | undefined;
    // The first route whose prefix the path starts with and which has its answer at hand (an ad's
    // page and the lists share one prefix).
    for (const candidate of this.routes) {
      if (!url.startsWith(candidate.route.prefix)) continue;
      if (user === undefined && (user = this.person(req)) === undefined) return false;
      body = candidate.route.find(url, user);
      if (body !== undefined) {
        entry = candidate;
        break;
      }
    }
    if (!entry || body === undefined) return false;
    const { route } = entry;

    const headers: Record<string, string | number> = {
      'x-request-id': this.opts.genReqId(),
      ...entry.headers,
    };
    let payload: string | Buffer = body;
    if (atLeastMinBytes(body)) {
      headers.vary = 'Accept-Encoding';
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding) {
        // Compressing is the route's (and keeping the bytes for the next ask).
        const kept = keptCompressed(body, encoding);
        if (!kept) return false;
        headers['content-encoding'] = encoding;
        payload = kept;
      }
    }
    headers['content-length'] = Buffer.byteLength(payload);
    res.writeHead(200, headers);
    res.end(payload);
    route.sent?.(url);

    this.opts.durations.observe('GET', route.route, 200, (performance.now() - started) / 1000);
    return true;
  }

  /**
   * The signed-in person (null for none) when their session was looked up a moment ago; undefined
   * when the session must be looked up first, which the session plugin does on Fastify's way.
   */
  private person(req: IncomingMessage): UserRow | null | undefined {
    const header = req.headers.cookie;
    if (!header) return null;
    const token = (this.app.parseCookie(header) as Record<string, string | undefined>)[SESSION_COOKIE];
    if (!token) return null;
    const known = this.opts.sessions.resolveCached(token);
    return known ? (known.user ?? null) : undefined;
  }
}

/**
 * The client's address as Fastify's `request.ip` reads it with the same trustProxy (its
 * getTrustProxyFn): the socket's peer, or the X-Forwarded-For entry the trusted proxies vouch for.
 */
export function clientAddressOf(trustProxy: Config['trustProxy']): (req: IncomingMessage) => string {
  if (trustProxy === false) return (req) => req.socket.remoteAddress ?? '';
  const trusted =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'function'
        ? trustProxy
        : proxyAddr.compile(trustProxy.split(',').map((it) => it.trim()));
  return (req) => proxyAddr(req, trusted);
}
