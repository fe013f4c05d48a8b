import Fastify from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest, TERMINAL_LINES } from './logging.ts';

/** A server logging as Bazaar does into `lines`, with a route that answers and one that fails. */
async function server(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: loggerOptions(level, { write: (l: string) => void lines.push(JSON.parse(l)) }),
    logController: new OneLinePerRequest(),
    genReqId: () => 'req-1',
  });
  app.get('/echo', async (_request, reply) => reply.code(201).send('ok'));
  app.get('/fail', async () => {
    throw new Error('the shelf fell');
  });
  await app.ready();
  return { app, lines };
}

describe('the access line', () => {
  it('is one line per request, written when it is answered', async () => {
    const { app, lines } = await server('info');
    const res = await app.inject({ method: 'GET', url: '/echo?q=और', remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(201);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-1',
      req: { method: 'GET', url: '/echo?q=%E0%A4%94%E0%A4%B0', remoteAddress: '10.1.2.3' },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    await app.close();
  });

  it('hides the tokens of e-mailed links and any password sent in an address', async () => {
    const { app, lines } = await server('info');
    await app.inject({ method: 'GET', url: '/echo?token=K1TK9-secret&next=%2Faccount' });
    await app.inject({ method: 'GET', url: '/echo?email=a%40b.in&password=S3cret%21' });
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual([
      '/echo?token=hidden&next=%2Faccount',
      '/echo?email=a%40b.in&password=hidden',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/K1TK9|S3cret/);
    await app.close();
  });

  it('comes after the error line Fastify writes for a failed request', async () => {
    const { app, lines } = await server('info');
    expect((await app.inject({ method: 'GET', url: '/fail' })).statusCode).toBe(500);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'the shelf fell'],
      [30, 'request completed'],
    ]);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', err: { message: 'the shelf fell' } });
    expect(lines[1]).toMatchObject({ res: { statusCode: 500 } });
    await app.close();
  });

  it('is not written above the info level', async () => {
    const { app, lines } = await server('warn');
    expect((await app.inject({ method: 'GET', url: '/echo' })).statusCode).toBe(201);
    expect(lines).toEqual([]);
    await app.close();
  });
});

describe('where the log goes', () => {
  it('nowhere when silent', () => {
    expect(loggerOptions('silent')).toBe(false);
  });

  it('to a terminal as short human lines', () => {
    expect(loggerOptions('info', undefined, true)).toMatchObject({
      level: 'info',
      stream: expect.anything(),
    });
    const line = prettyFactory({ ...TERMINAL_LINES, colorize: false })({
      level: 30,
      time: Date.now(),
      pid: 7,
      hostname: 'box',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/listings?category=cars', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.14159,
      msg: 'request completed',
    });
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/listings\?category=cars 200 3\.1 ms 127\.0\.0\.1\n$/,
    );
    const other = prettyFactory({ ...TERMINAL_LINES, colorize: false })({ level: 40, time: 0, msg: 'slow' });
    expect(other).toMatch(/WARN: slow\n$/);
  });

  it('elsewhere as JSON lines written by pino to standard output', () => {
    const options = loggerOptions('info', undefined, false) as { stream: { fd: number; write: unknown } };
    expect(options.stream.fd).toBe(1);
    expect(options.stream.write).toBeTypeOf('function');
  });
});
