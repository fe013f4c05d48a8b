import http from 'node:http';
import type net from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which upstream (index) answered each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each request goes to the next upstream in turn. Bodies are streamed
 * both ways, so uploads and Server-Sent Events pass through as they would behind nginx.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    served.push(index);
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = req.headers['x-forwarded-for'];
    const upstream = http.request(
      target,
      {
        method: req.method,
        headers: {
          // The Host the visitor used stays, as nginx's `proxy_set_header Host $host` keeps it.
          ...req.headers,
          'x-forwarded-for': forwarded ? `${String(forwarded)}, 127.0.0.1` : '127.0.0.1',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        // Events must reach the browser as they are written, not when a buffer fills.
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
