import type { Socket } from 'node:net';

/** How long a refused request's remaining body is let in (and dropped) before its connection ends. */
export const LINGER_MS = 2000;

/**
 * Answers a request whose body is left unread, then ends the connection instead of reading the
 * rest: Node would otherwise read (and drop) the whole body to keep the connection for another
 * request, megabytes for a refused photo. Ending at once would lose the answer itself: a socket
 * closed with unread bytes sends a reset, and the client throws the answer away. So, as web servers
 * do, this side stops writing, lets what arrives in for a moment, then closes.
 * Call before the answer is sent (it sets `Connection: close`).
 */
export function closeAfterAnswer(socket: Socket, setHeader: (name: string, value: string) => void) {
  setHeader('connection', 'close');
  // Node ends a `Connection: close` response's socket with destroySoon() once the answer is out.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}
