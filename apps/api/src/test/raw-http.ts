import net from 'node:net';

/** One HTTP answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A client on a real connection that writes requests byte by byte as it is told and reads the
 * answers itself, so a test sees what a browser would: whether the answer arrives, when the body
 * was sent, and whether the connection is still usable after.
 */
export function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let closed = false;
  let waiting: (() => void) | undefined;
  socket.on('data', (d) => {
    received = Buffer.concat([received, d]);
    waiting?.();
  });
  const end = () => {
    closed = true;
    waiting?.();
  };
  socket.on('close', end);
  socket.on('error', end);

  /** The first complete answer in what was read, taken off it. */
  function takeAnswer(): RawAnswer | undefined {
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine, ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (received.length < headEnd + 4 + length) return undefined;
    const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    received = received.subarray(headEnd + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  return {
    socket,
    /** Writes and waits until the bytes are handed to the system (fails once the connection is gone). */
    write(data: string | Buffer): Promise<void> {
      return new Promise((resolve, reject) => socket.write(data, (err) => (err ? reject(err) : resolve())));
    },
    /** The next answer; rejects when the connection ends without one. */
    answer(): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const got = takeAnswer();
          if (got) {
            waiting = undefined;
            resolve(got);
          } else if (closed) {
            waiting = undefined;
            reject(new Error('the connection ended without an answer'));
          }
        };
        waiting = check;
        check();
      });
    },
    close: () => socket.destroy(),
  };
}

/** The head of a POST whose body is `length` bytes. */
export function postHead(port: number, path: string, length: number, headers: Record<string, string> = {}) {
  const all = { host: `127.0.0.1:${port}`, 'content-length': String(length), ...headers };
  return `POST ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}
