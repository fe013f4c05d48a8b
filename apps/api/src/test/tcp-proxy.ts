import net from 'node:net';

export type OutageKind =
  /** The database server is stopped: every connection is reset at once. */
  | 'refuse'
  /** The network to it is gone: connections are accepted and then nothing ever answers. */
  | 'blackhole';

export interface TcpProxy {
  port: number;
  /** Destroys every connection through the proxy and treats new ones as `kind` says. */
  cut(kind?: OutageKind): void;
  /** New connections reach the upstream again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on 127.0.0.1 in front of a server (PostgreSQL here) that a test can cut and restore:
 * what a database outage looks like from the API process, without stopping a shared server.
 */
export async function startTcpProxy(upstream: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let outage: OutageKind | undefined;

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (outage === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    if (outage === 'blackhole') return; // held open, silent, until the outage ends
    const server = net.connect(upstream);
    open.add(server);
    server.on('close', () => {
      open.delete(server);
      client.destroy();
    });
    server.on('error', () => server.destroy());
    client.on('close', () => server.destroy());
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  const dropAll = () => {
    for (const s of open) s.resetAndDestroy();
    open.clear();
  };

  return {
    port: (server.address() as net.AddressInfo).port,
    cut(kind = 'refuse') {
      outage = kind;
      dropAll();
    },
    restore() {
      // Connections held silent during a blackhole never reached the database: drop them.
      dropAll();
      outage = undefined;
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
