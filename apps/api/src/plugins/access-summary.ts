import type { FastifyInstance } from 'fastify';
import type { SharedAnswerTally } from './shared-answer-tally.ts';

/** How often the shared answers' summary line is written. */
export const ACCESS_SUMMARY_MS = 60_000;

/**
 * Writes the tally of shared answers (plugins/shared-answer-tally.ts) as one info line a period,
 * `"msg":"shared answers"`, and what is left of it when the server closes, so no answer goes
 * uncounted in the log.
 */
export function accessSummary(
  app: FastifyInstance,
  tally: SharedAnswerTally,
  periodMs = ACCESS_SUMMARY_MS,
): void {
  const write = () => {
    const summary = tally.take();
    if (summary) app.log.info(summary, 'shared answers');
  };
  const timer = setInterval(write, periodMs);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    write();
    done();
  });
}
