/** Raised when a pool's waiting line is full: the caller answers "busy" instead of queueing more. */
export class PoolFull extends Error {
  constructor() {
    super('The pool is full');
  }
}

/**
 * Runs at most `concurrency` tasks at a time, the rest waiting in order; at most `maxWaiting` wait
 * (each holds its input in memory), beyond that `run` rejects with PoolFull at once.
 */
export class BoundedPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new PoolFull();
      await new Promise<void>((start) => this.waiting.push(start));
    } else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never dips between them.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
