import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { writeBackup, type BackupSource } from './archive.ts';

// Unix socket paths are limited to about 100 bytes.
const SOCKET_PATH_MAX = 100;

/**
 * Where the running server listens for local control requests (backups): a socket inside a
 * folder only this machine's user can open, so no network client and no other user reaches it.
 * In DATA_DIR when the path is short enough, else in the temporary folder, named after DATA_DIR.
 */
export function controlSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, 'control', 'bazaar.sock');
  if (Buffer.byteLength(inDataDir) <= SOCKET_PATH_MAX) return inDataDir;
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `bazaar-${id}`, 'bazaar.sock');
}

/**
 * The running server answers `GET /backup` on its control socket with a backup archive. The CLI
 * uses it because the server holds DATA_DIR: a second process may not open the database.
 */
export async function startControlSocket(
  dataDir: string,
  source: BackupSource,
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): Promise<() => Promise<void>> {
  // Windows has named pipes, not socket files in a private folder: back up with the server stopped.
  if (process.platform === 'win32') return async () => {};
  try {
    return await listen(controlSocketPath(dataDir), source, log);
  } catch (err) {
    // Bazaar runs without it; only a backup while it runs is lost, and the log says so.
    log.warn({ err }, 'no control socket: `npm run backup` works only while the server is stopped');
    return async () => {};
  }
}

async function listen(
  socket: string,
  source: BackupSource,
  log: { error(obj: object, msg: string): void },
): Promise<() => Promise<void>> {
  fs.mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socket), 0o700);
  // Left by a server that died: this process holds DATA_DIR's lock, so nobody else listens on it.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(res, source).catch((err: unknown) => {
      log.error({ err }, 'backup failed');
      // Cut short: the client sees an incomplete answer and keeps no file.
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      fs.rmSync(socket, { force: true });
    });
}

/** Asks the server on the control socket for a backup and streams it into `out`. */
export function requestBackup(socketPath: string, out: fs.WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the server answered ${res.statusCode} to the backup request`));
        return;
      }
      res.pipe(out);
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('the server stopped in the middle of the backup')));
      out.on('error', reject);
      out.on('finish', () =>
        res.complete ? resolve() : reject(new Error('the server stopped in the middle of the backup')),
      );
    });
    req.on('error', reject);
  });
}
