/**
 * Scam shield: time per message, for corpus messages as written and for the same padded to the
 * 2,000-character maximum, with the sender's role passed as the API passes it. First each message's
 * first reading (its words in Indian scripts not yet romanised, romanise.ts), then the median of
 * repeated readings (as the composer reads a message again at each keystroke). The recall and
 * false-alarm figures come from `npm run scam-shield:report`.
 * Run: npx tsx bench/scam-shield.ts (or npm run scam-shield -w @bazaar/bench). Goal: ≤ 1 ms.
 */
import { performance } from 'node:perf_hooks';
import { checkMessage } from '@bazaar/shared';
import { loadTraining } from '../packages/shared/src/scam-shield/corpus/load.ts';

const entries = loadTraining();
const short = entries.map((e) => ({ text: e.text, sender: e.sender, script: e.script }));
const long = short.map(({ text, sender, script }) => ({
  text: (text + ' ').repeat(Math.ceil(2000 / (text.length + 1))).slice(0, 2000),
  sender,
  script,
}));
/** Written in an Indian script (not English, not Latin letters): the messages romanise.ts reads. */
const inIndianScript = (script: string) => script !== 'en' && !script.endsWith('-latn');
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const quantile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

const report = (name: string, times: number[]) => {
  times.sort((a, b) => a - b);
  console.log(
    `${name}, ${times.length} messages: median ${us(quantile(times, 0.5))}, p95 ${us(quantile(times, 0.95))}, max ${us(quantile(times, 1))}`,
  );
};

// Before anything else: each 2,000-character message read once, its words met for the first time
// (the padding repeats the message's own words, so those are met once per message).
const first: number[] = [];
const firstIndian: number[] = [];
for (const { text, sender, script } of long) {
  const start = performance.now();
  checkMessage(text, { sender });
  const ms = performance.now() - start;
  first.push(ms);
  if (inIndianScript(script)) firstIndian.push(ms);
}
report('2,000-character messages, first reading', first);
report('  of which in Indian scripts', firstIndian);

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
  report(name, medians);
}
