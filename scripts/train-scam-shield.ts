// `npm run train:scam-shield`: learns the scam shield's weights and thresholds from every part of
// the corpus and writes them to packages/shared/src/scam-shield/shield-model.ts, which the browser and
// the API load. Run it after every change to the corpus, the features or the training (corpus.test.ts
// fails until the shipped model is what this script learns).
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import {
  CORPUS_PARTS,
  LANGUAGE_GROUPS,
  loadTraining,
} from '../packages/shared/src/scam-shield/corpus/load.ts';
import { evaluateCorpus } from '../packages/shared/src/scam-shield/corpus/evaluate.ts';
import { levelsTable } from '../packages/shared/src/scam-shield/corpus/report.ts';
import { SCAM_KINDS } from '../packages/shared/src/scam-shield/kinds.ts';
import { trainWithScores } from '../packages/shared/src/scam-shield/train.ts';

const target = new URL('../packages/shared/src/scam-shield/shield-model.ts', import.meta.url);
const entries = loadTraining();
const { model, scores } = trainWithScores(entries);
const source = `// Written by \`npm run train:scam-shield\` from corpus/{${CORPUS_PARTS.join(',')}}.tsv. Do not edit: retrain.
import type { ShieldModel } from './model.ts';

export const SHIELD_MODEL: ShieldModel = ${JSON.stringify(model)};
`;
writeFileSync(target, await format(source, { parser: 'typescript', printWidth: 110, singleQuote: true }));
console.log(`Learnt from ${entries.length} messages; wrote ${target.pathname}.`);
for (const [kind, m] of Object.entries(model.kinds))
  console.log(`  ${kind.padEnd(20)} warning from ${m.threshold}, tip from ${m.tip}`);
// The out-of-fold figures the thresholds were chosen on: each part scored by models that never saw it.
const index = new Map(entries.map((e, i) => [e, i]));
const at = (e: (typeof entries)[number], level: 'threshold' | 'tip') =>
  SCAM_KINDS.filter((k) => scores[index.get(e)!]![k] >= model.kinds[k][level]);
console.log('\nOut of fold:\n');
console.log(
  levelsTable(
    evaluateCorpus(entries, (e) => at(e, 'threshold')),
    evaluateCorpus(entries, (e) => at(e, 'tip')),
  ),
);

// Per part, out of fold: the worst kind caught, and honest and hard messages warned / tipped.
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
for (const part of CORPUS_PARTS) {
  const inPart = entries.filter((e) => e.part === part);
  const warned = evaluateCorpus(inPart, (e) => at(e, 'threshold'));
  const reached = evaluateCorpus(inPart, (e) => at(e, 'tip'));
  const worst = SCAM_KINDS.filter((k) => warned.kinds[k].labelled).sort(
    (a, b) => warned.kinds[a].recall - warned.kinds[b].recall,
  )[0];
  const tipped = (w: { flagged: number; honest: number }, r: { flagged: number }) =>
    `${pct(w.flagged / (w.honest || 1))} / ${pct((r.flagged - w.flagged) / (w.honest || 1))}`;
  console.log(
    `${part.padEnd(11)} scams ${pct(warned.scams.recall)} / ${pct(reached.scams.recall)}; worst ${worst} ${pct(worst ? warned.kinds[worst].recall : 1)}; ` +
      `honest ${tipped(warned.alarms, reached.alarms)}; hard ${tipped(warned.hardAlarms, reached.hardAlarms)}`,
  );
}

// The world parts (independent briefs), out of fold: the worst part per kind, per language group,
// and for honest and hard messages warned; the nearest the training gets to the unseen parts' table.
const worlds = CORPUS_PARTS.filter((p) => p.startsWith('world-')).map((p) => ({
  p,
  f: evaluateCorpus(
    entries.filter((e) => e.part === p),
    (e) => at(e, 'threshold'),
  ),
}));
const worstWorld = (read: (f: (typeof worlds)[number]['f']) => number, most = false) => {
  const sorted = [...worlds].sort((a, b) => (most ? read(b.f) - read(a.f) : read(a.f) - read(b.f)));
  return `${pct(read(sorted[0]!.f))} (${sorted[0]!.p})`;
};
console.log('\nWorld parts out of fold, the worst part:\n');
for (const kind of SCAM_KINDS) console.log(`  ${kind.padEnd(22)} ${worstWorld((f) => f.kinds[kind].recall)}`);
for (const group of LANGUAGE_GROUPS)
  console.log(`  ${`scams, ${group}`.padEnd(22)} ${worstWorld((f) => f.byGroup[group].scams.recall)}`);
console.log(`  ${'honest warned'.padEnd(22)} ${worstWorld((f) => f.alarms.rate, true)}`);
console.log(`  ${'hard honest warned'.padEnd(22)} ${worstWorld((f) => f.hardAlarms.rate, true)}`);
