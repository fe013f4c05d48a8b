import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import pretty, { type PrettyOptions } from 'pino-pretty';

/** What an access line carries once Fastify's serializers have shaped `req` and `res`. */
interface AccessLine {
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A person's terminal: time, level and message, the access line as "GET /api/listings 200 3.1 ms 127.0.0.1". */
export const TERMINAL_LINES: PrettyOptions = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: (log, messageKey) => {
    const { req, res, responseTime } = log as AccessLine;
    const message = String(log[messageKey] ?? '');
    if (!req || !res || responseTime === undefined) return message;
    return `${req.method} ${req.url} ${res.statusCode} ${responseTime.toFixed(1)} ms ${req.remoteAddress}`;
  },
};

/**
 * Query values that let whoever holds them act for a person (the e-mailed reset, confirm, renew and
 * unsubscribe links; a password a form sent in its address): never written to a log, where anyone
 * who reads it could use them.
 */
const SECRET_PARAMS = ['token', 'password'];

/** `url` with the values of SECRET_PARAMS hidden. */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  const secrets = SECRET_PARAMS.filter((name) => query.has(name));
  if (!secrets.length) return url;
  for (const name of secrets) query.set(name, 'hidden');
  return `${url.slice(0, start)}?${query.toString()}`;
}

/** Fastify's request line (method, url, host, address, port), with secrets kept out of the url. */
const serializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: loggedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/**
 * Where the log goes. Tests hand a stream to read the JSON lines. A person who runs `npm start` in a
 * terminal reads short human lines; a service manager, a pipe or a file gets one JSON object a line,
 * written asynchronously by pino (and flushed when the process exits).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (stream) return { level, stream, serializers };
  if (terminal) return { level, stream: pretty(TERMINAL_LINES), serializers };
  return { level, stream: pino.destination({ sync: false }), serializers };
}

/**
 * One access line per request, written once it is answered: method, url, client address, status,
 * response time and the request id (the request logger's `reqId`). Fastify's own arrival line is
 * left out; its error lines stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
