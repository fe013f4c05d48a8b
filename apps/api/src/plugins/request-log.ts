import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import type { SharedAnswerTally } from './shared-answer-tally.ts';

const { chindingsSym, streamSym } = pino.symbols;

/** `,"name":value` with the value as JSON, or nothing when there is none (as JSON.stringify leaves it out). */
function field(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
}

/**
 * One access-log line per request, written when it is answered: method, path, client, status and
 * time. Fastify's default is two lines (one on arrival, one on answer): at thousands of requests a
 * second on two cores, serialising and writing the arrival line cost about as much as serving a
 * cached list. Error lines stay as they are; a request that never finishes still shows in /metrics.
 *
 * The line is the one pino would write for `reply.log.info({ req, res, responseTime })` with
 * Fastify's serializers (level, time, the request logger's pid, hostname and reqId, then
 * { method, url, host, remoteAddress, remotePort }, { statusCode }), but put together directly and
 * handed to the logger's own stream: through pino's serializers and generic stringify it cost about
 * 7 µs of the ≈ 100 µs of CPU a cached list takes (bench/profile.ts). We set no redaction, mixin or
 * formatters that pino would otherwise apply to it.
 *
 * Given a tally (ACCESS_LOG_SHARED=summary, the default), a successful answer of public data many
 * visitors share (`reply.sharedAnswer`) is counted there instead, and summed up in one line a minute
 * (plugins/access-summary.ts). Writing its line cost about as much CPU as serving the kept answer.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly sharedAnswers?: SharedAnswerTally) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const log = reply.log;
    if (error) {
      log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
      return;
    }
    // Fastify's stand-in logger (logging off) is not pino and writes nothing.
    const logger = log as Partial<pino.Logger>;
    if (typeof logger.isLevelEnabled !== 'function' || !logger.isLevelEnabled('info')) return;
    if (
      this.sharedAnswers &&
      String(reply.getHeader('cache-control') ?? '').startsWith('public') &&
      reply.statusCode < 400
    ) {
      this.sharedAnswers.add(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        request.ip,
      );
      return;
    }
    const bound = log as unknown as Record<symbol, unknown>;
    const stream = bound[streamSym] as { write(line: string): void };
    const req =
      `{"method":${JSON.stringify(request.method)}` +
      field('url', request.url) +
      field('host', request.host) +
      field('remoteAddress', request.ip) +
      field('remotePort', request.socket?.remotePort) +
      '}';
    stream.write(
      `{"level":30,"time":${Date.now()}${bound[chindingsSym] as string},"req":${req},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}
