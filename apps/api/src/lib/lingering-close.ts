import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused request's remaining body is let in (and dropped) before its connection ends. */
export const LINGER_MS = 2000;

/**
 * Answers a request whose body is left unread, then ends the connection instead of reading the
 * rest: for a body too large to be worth taking in. Ending at once would lose the answer itself:
 * a socket closed with unread bytes sends a reset, and the client throws the answer away. So, as
 * web servers do, this side stops writing, lets what arrives in for a moment, then closes.
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

/**
 * Lets the rest of a refused request's body in and drops it, bytes never kept nor parsed, so the
 * client finishes sending and reads the answer: browsers read it only once their upload is sent,
 * and a connection closed under them shows a network error instead. Only for bodies whose declared
 * length is bounded (requestTimeout bounds the time); the connection stays open for the next request.
 */
export function drainAfterAnswer(req: IncomingMessage) {
  // A parser that stopped midway (a file over its limit) is let go of first.
  req.unpipe();
  req.resume();
}
