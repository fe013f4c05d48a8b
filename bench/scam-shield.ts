/**
 * Scam shield: time per message, for corpus messages as written and for the same padded to the
 * 2,000-character maximum, with the sender's role passed as the API passes it. The recall and
 * false-alarm figures come from `npm run scam-shield:report`.
 * Run: npx tsx bench/scam-shield.ts (or npm run scam-shield -w @bazaar/bench). Goal: ≤ 1 ms.
 */
import { performance } from 'node:perf_hooks';
import { checkMessage } from '@bazaar/shared';
import { loadTraining } from '../packages/shared/src/scam-shield/corpus/load.ts';

const entries = loadTraining();
const short = entries.map((e) => ({ text: e.text, sender: e.sender }));
const long = short.map(({ text, sender }) => ({
  text: (text + ' ').repeat(Math.ceil(2000 / (text.length + 1))).slice(0, 2000),
  sender,
}));
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const quantile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

// Each message is checked 15 times and its median kept, so a scheduler pause on a busy machine
// counts once, not as the message's time.
for (const [name, sample] of [
  ['short (corpus messages as written)', short],
  ['2,000-character messages', long],
] as const) {
  for (let i = 0; i < 2000; i++) checkMessage(sample[i % sample.length]!.text, sample[i % sample.length]!);
  const medians: number[] = [];
  for (const { text, sender } of sample) {
    const runs: number[] = [];
    for (let round = 0; round < 15; round++) {
      const start = performance.now();
      checkMessage(text, { sender });
      runs.push(performance.now() - start);
    }
    medians.push(runs.sort((a, b) => a - b)[7]!);
  }
  medians.sort((a, b) => a - b);
  console.log(
    `${name}, ${medians.length} messages: median ${us(quantile(medians, 0.5))}, p95 ${us(quantile(medians, 0.95))}, max ${us(quantile(medians, 1))}`,
  );
}
