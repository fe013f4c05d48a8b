import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const module = new URL('./log-destination.ts', import.meta.url).href;

/** Runs `then` in a new process after it has written `lines` log lines; what reached its stdout. */
function run(flushMs: number, lines: number, then: string): string[] {
  const script = `
    import { logDestination } from ${JSON.stringify(module)};
    const log = logDestination(${flushMs});
    for (let i = 0; i < ${lines}; i++) log.write(JSON.stringify({ n: i, pad: 'x'.repeat(200) }) + '\\n');
    ${then}`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return child.stdout.split('\n').filter(Boolean);
}

const numbered = (n: number) => Array.from({ length: n }, (_, i) => i);
const ns = (out: string[]) => out.map((l) => (JSON.parse(l) as { n: number }).n);

describe('log lines on standard output', () => {
  it('are all written, in order, when the process ends by itself', () => {
    expect(ns(run(60_000, 40, ''))).toEqual(numbered(40));
  });

  it('are all written when the process dies of an uncaught error', () => {
    expect(ns(run(60_000, 3, "throw new Error('boom');"))).toEqual(numbered(3));
  });

  it('are written every flush interval, so a SIGKILL later loses none of them', () => {
    const out = run(50, 3, 'setTimeout(() => process.kill(process.pid, "SIGKILL"), 500);');
    expect(ns(out)).toEqual(numbered(3));
  });

  it('are written in batches of about 4 KB without waiting for the interval', () => {
    // 40 lines of ≈ 220 characters are two full batches; the rest would wait a minute for the timer.
    const out = run(60_000, 40, 'setTimeout(() => process.kill(process.pid, "SIGKILL"), 500);');
    expect(ns(out)).toEqual(numbered(38));
  });
});
