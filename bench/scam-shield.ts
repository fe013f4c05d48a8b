/**
 * Scam shield: precision and recall per kind on the labelled corpus (tuning part and held-out
 * part), the share of ordinary messages flagged, and the time per message (p50/p99).
 * Run: npm run scam-shield -w @bazaar/bench
 */
import { performance } from 'node:perf_hooks';
import { checkMessage, SCAM_KINDS } from '@bazaar/shared';
import { evaluateCorpus } from '../packages/shared/src/scam-shield/corpus/evaluate.ts';
import { loadCorpus, type CorpusPart } from '../packages/shared/src/scam-shield/corpus/load.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

for (const part of ['tuning', 'held-out'] as CorpusPart[]) {
  const entries = loadCorpus(part);
  const figures = evaluateCorpus(entries);
  const scams = entries.filter((e) => e.kinds.length).length;
  console.log(`\n${part}: ${entries.length} messages, ${scams} scams, ${figures.ordinary} ordinary`);
  console.log('kind                  labelled  caught  recall    precision');
  for (const kind of SCAM_KINDS) {
    const f = figures.kinds[kind];
    console.log(
      `${kind.padEnd(22)}${String(f.labelled).padStart(8)}${String(f.caught).padStart(8)}  ${pct(f.recall).padStart(8)}  ${pct(f.precision).padStart(9)}`,
    );
  }
  console.log(
    `ordinary flagged: ${figures.falsePositives.length} of ${figures.ordinary} (${pct(figures.falsePositiveRate)})`,
  );
  for (const m of figures.missed) console.log(`  missed ${m.kind}: ${m.entry.text}`);
  for (const e of figures.falsePositives) console.log(`  flagged ordinary: ${e.text}`);
}

// Time per message: every corpus message, and the same padded to the 2,000-character maximum.
// Each message is checked 15 times; "raw" counts every check (scheduler pauses on a busy machine
// included), "per message" takes each message's median first.
const texts = [...loadCorpus('tuning'), ...loadCorpus('held-out')].map((e) => e.text);
const long = texts.map((t) => (t + ' ').repeat(Math.ceil(2000 / (t.length + 1))).slice(0, 2000));
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const quantile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
for (const [name, sample] of [
  ['corpus messages', texts],
  ['2,000-character messages', long],
] as const) {
  for (let i = 0; i < 2000; i++) checkMessage(sample[i % sample.length]!); // warm-up
  const raw: number[] = [];
  const medians: number[] = [];
  for (const text of sample) {
    const runs: number[] = [];
    for (let round = 0; round < 15; round++) {
      const start = performance.now();
      checkMessage(text);
      runs.push(performance.now() - start);
    }
    raw.push(...runs);
    medians.push(runs.sort((a, b) => a - b)[7]!);
  }
  raw.sort((a, b) => a - b);
  medians.sort((a, b) => a - b);
  console.log(`\n${name} (goal: p99 ≤ 1 ms)`);
  console.log(`  raw, ${raw.length} checks: p50 ${us(quantile(raw, 0.5))}, p99 ${us(quantile(raw, 0.99))}`);
  console.log(
    `  per message, ${medians.length} messages: p50 ${us(quantile(medians, 0.5))}, p99 ${us(quantile(medians, 0.99))}, max ${us(quantile(medians, 1))}`,
  );
}
