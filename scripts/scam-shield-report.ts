// `npm run scam-shield:report -- tuning|held-out|held-out-2`: the scam shield's recall and precision per kind
// and per script, and its false alarms, on one part of the corpus, as a markdown table. With
// `--list`, also the messages it missed and the honest ones it flagged. With `--cv`, the tuning
// corpus is read five-fold cross-validated: each fifth by a model learnt from the other four, which
// says how the features and the training do on messages they were not fitted to.
import { checkWith } from '../packages/shared/src/scam-shield/check.ts';
import { evaluateCorpus } from '../packages/shared/src/scam-shield/corpus/evaluate.ts';
import { CORPUS_PARTS, loadCorpus, type CorpusPart } from '../packages/shared/src/scam-shield/corpus/load.ts';
import { reportTable } from '../packages/shared/src/scam-shield/corpus/report.ts';
import { trainModel } from '../packages/shared/src/scam-shield/train.ts';

const part = process.argv[2] as CorpusPart;
if (!CORPUS_PARTS.includes(part)) {
  console.error(`Usage: npm run scam-shield:report -- ${CORPUS_PARTS.join('|')} [--list] [--cv]`);
  process.exit(2);
}
const entries = loadCorpus(part);
const FOLDS = 5;
const crossValidated = () => {
  const models = Array.from({ length: FOLDS }, (_, f) =>
    trainModel(entries.filter((_, i) => i % FOLDS !== f)),
  );
  const fold = new Map(entries.map((e, i) => [e, i % FOLDS]));
  return evaluateCorpus(entries, (e) => checkWith(models[fold.get(e)!]!, e.text, { sender: e.sender }).kinds);
};
const cv = process.argv.includes('--cv');
const figures = cv ? crossValidated() : evaluateCorpus(entries);
const scams = entries.filter((e) => e.kinds.length).length;
const how = cv ? `, ${FOLDS}-fold cross-validated` : '';
console.log(`${part}${how}: ${entries.length} messages, ${scams} scams, ${figures.alarms.honest} honest\n`);
console.log(reportTable(figures));
if (process.argv.includes('--list')) {
  for (const m of figures.missed) console.log(`missed ${m.kind} (${m.entry.sender}): ${m.entry.text}`);
  for (const e of figures.falseAlarms) console.log(`false alarm (${e.sender}): ${e.text}`);
}
