import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

/** A server with the access line, and a route that also logs that line through pino itself. */
async function server(level: string | false) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger:
      level === false ? false : { level, stream: { write: (l: string) => void lines.push(JSON.parse(l)) } },
    logController: new OneLinePerRequest(),
    genReqId: () => 'req-1',
  });
  app.get('/echo', async (request, reply) => {
    reply.code(201);
    // What pino makes of the same fields with Fastify's serializers, for comparison.
    reply.log.info({ req: request, res: reply, responseTime: 1.5 }, 'through pino');
    return 'ok';
  });
  await app.ready();
  return { app, lines };
}

describe('the access line', () => {
  it('is the line pino writes for the same request, with its own time and response time', async () => {
    const { app, lines } = await server('info');
    // A quote in the Host header: the line must stay JSON whatever a client sends.
    const res = await app.inject({
      method: 'GET',
      url: '/echo?q=और',
      headers: { host: 'bazaar"\\x' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(201);
    const pinoLine = lines.find((l) => l.msg === 'through pino')!;
    const access = lines.find((l) => l.msg === 'request completed')!;
    expect(access).toBeDefined();
    expect(Object.keys(access)).toEqual(Object.keys(pinoLine));
    const moment = { time: 0, responseTime: 0, msg: '' };
    expect({ ...access, ...moment }).toEqual({ ...pinoLine, ...moment });
    expect(access).toMatchObject({
      level: 30,
      reqId: 'req-1',
      req: {
        method: 'GET',
        url: '/echo?q=%E0%A4%94%E0%A4%B0',
        host: 'bazaar"\\x',
        remoteAddress: '10.1.2.3',
      },
      res: { statusCode: 201 },
      msg: 'request completed',
    });
    expect(access.time).toBeTypeOf('number');
    expect(access.responseTime).toBeTypeOf('number');
    await app.close();
  });

  it('is not written above the info level, nor with logging off', async () => {
    const quiet = await server('warn');
    expect((await quiet.app.inject({ method: 'GET', url: '/echo' })).statusCode).toBe(201);
    expect(quiet.lines).toEqual([]);
    await quiet.app.close();
    const off = await server(false);
    expect((await off.app.inject({ method: 'GET', url: '/echo' })).statusCode).toBe(201);
    await off.app.close();
  });
});
