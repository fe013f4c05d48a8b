import type { LiveEvent } from '@bazaar/shared';

export interface SseClient {
  status: number;
  /** Waits for the next event of this type (events of other types are kept for later calls). */
  next(type: string, timeoutMs?: number): Promise<LiveEvent>;
  /** Events received so far and not yet taken. */
  pending(): LiveEvent[];
  /** Resolves when the server ends the stream (or `close` does). */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/events over real HTTP, the way a browser's EventSource does, and parses the frames. */
export async function openEvents(baseUrl: string, cookie?: string): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: abort.signal,
  });
  const queue: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  let ended: Promise<void> = Promise.resolve();

  if (res.ok && res.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.includes(': connected')) connected();
            const data = frame
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (data) {
              queue.push(JSON.parse(data) as LiveEvent);
              for (const w of waiters) w();
            }
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
    await ready;
  }

  return {
    status: res.status,
    pending: () => [...queue],
    ended,
    async next(type, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = queue.findIndex((e) => e.type === type);
        if (i >= 0) return queue.splice(i, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${type}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    close: () => abort.abort(),
  };
}
