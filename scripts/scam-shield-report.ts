// `npm run scam-shield:report`: the scam shield's recall and precision per kind and per script, and
// its false alarms, out of fold: every message of the corpus (all parts, corpus/load.ts) scored by a
// model learnt, as train.ts learns, from the folds it is not in, with the thresholds the shipped model
// uses. That says how the features and the training do on messages they were not fitted to. With
// `-- <part>`, one part only; with `--shipped`, as the shipped model reads it (which learnt from
// every message: close to perfect, and no measure of new messages); `--list` adds the messages
// missed and the honest ones flagged; `--grid` prints the out-of-fold figures for each bucket count
// and L2 penalty tried, to choose TRAINING; `--parts` reads each part by a model learnt from the
// other parts only. Every table gives both levels: the clear warning and the quiet safety tip.
import { evaluateCorpus } from '../packages/shared/src/scam-shield/corpus/evaluate.ts';
import { existsSync } from 'node:fs';
import { checkMessage, checkWith, type ScamCheck } from '../packages/shared/src/scam-shield/check.ts';
import {
  CORPUS_PARTS,
  loadCorpus,
  UNSEEN_PARTS,
  type CorpusEntry,
} from '../packages/shared/src/scam-shield/corpus/load.ts';
import { levelsTable, reportTable } from '../packages/shared/src/scam-shield/corpus/report.ts';
import { SCAM_KINDS } from '../packages/shared/src/scam-shield/kinds.ts';
import { chooseThresholds, TIP_GOAL } from '../packages/shared/src/scam-shield/thresholds.ts';
import {
  outOfFoldScores,
  trainModel,
  TRAINING,
  type TrainingOptions,
} from '../packages/shared/src/scam-shield/train.ts';

const args = process.argv.slice(2);
const part = args.find((a) => !a.startsWith('--'));
if (part && ![...CORPUS_PARTS, ...UNSEEN_PARTS].includes(part as never)) {
  console.error(
    `Usage: npm run scam-shield:report -- [${[...CORPUS_PARTS, ...UNSEEN_PARTS].join('|')}] [--list] [--shipped] [--grid] [--parts]`,
  );
  process.exit(2);
}
/** What one message is warned or tipped for. */
type Read = Pick<ScamCheck, 'kinds' | 'tips'>;

/** A heading with the messages' counts, both levels' table, the warning's precision table and, with --list, what went wrong. */
function print(what: string, entries: CorpusEntry[], read: (e: CorpusEntry) => Read) {
  const warned = evaluateCorpus(entries, (e) => read(e).kinds);
  const reached = evaluateCorpus(entries, (e) => [...read(e).kinds, ...read(e).tips]);
  const scams = entries.filter((e) => e.kinds.length).length;
  console.log(`${what}: ${entries.length} messages, ${scams} scams, ${warned.alarms.honest} honest\n`);
  console.log(levelsTable(warned, reached));
  console.log('\nThe warning alone, with its precision:\n');
  console.log(reportTable(warned));
  if (args.includes('--list')) {
    for (const m of warned.missed) console.log(`missed ${m.kind} (${m.entry.sender}): ${m.entry.text}`);
    for (const e of warned.falseAlarms) console.log(`false alarm (${e.sender}): ${e.text}`);
  }
}

const unseen = UNSEEN_PARTS.find((p) => p === part);
if (unseen) {
  // A part the model never learnt from: read by the shipped model, as people's messages are.
  if (!existsSync(new URL(`../packages/shared/src/scam-shield/corpus/${unseen}.tsv`, import.meta.url))) {
    console.error(`${unseen}.tsv is not in packages/shared/src/scam-shield/corpus/ yet.`);
    process.exit(2);
  }
  const entries = loadCorpus(unseen);
  print(`${unseen}, unseen, as the shipped model reads it`, entries, (e) =>
    checkMessage(e.text, { sender: e.sender }),
  );
  process.exit(0);
}
// Every part, in CORPUS_PARTS order as loadTraining reads them, each message tagged with its part.
const parts = CORPUS_PARTS.map((p) => ({ p, entries: loadCorpus(p) }));
const all: CorpusEntry[] = parts.flatMap(({ entries }) => entries);
const partOf = new Map(parts.flatMap(({ p, entries }) => entries.map((e) => [e, p] as const)));
const shown = (e: CorpusEntry) => !part || partOf.get(e) === part;

/** Each message's levels out of fold, with the warning's and the tip's thresholds chosen as train.ts chooses them. */
function outOfFold(options: TrainingOptions): (e: CorpusEntry) => Read {
  const scores = outOfFoldScores(all, options);
  const warn = chooseThresholds(all, scores);
  const tip = chooseThresholds(all, scores, TIP_GOAL);
  const index = new Map(all.map((e, i) => [e, i]));
  return (e) => {
    const s = scores[index.get(e)!]!;
    const kinds = SCAM_KINDS.filter((k) => s[k] >= warn[k]);
    return { kinds, tips: kinds.length ? [] : SCAM_KINDS.filter((k) => s[k] >= Math.min(tip[k], warn[k])) };
  };
}

if (args.includes('--grid')) {
  for (const buckets of [2048, 4096, 8192])
    for (const l2 of [1e-6, 1e-5, 1e-4]) {
      const read = outOfFold({ buckets, l2 });
      const f = evaluateCorpus(all, (e) => read(e).kinds);
      const recalls = SCAM_KINDS.map((k) => f.kinds[k].recall * 100);
      const mean = recalls.reduce((a, b) => a + b) / recalls.length;
      const alarms = `${(f.alarms.rate * 100).toFixed(1)} % / hard ${(f.hardAlarms.rate * 100).toFixed(1)} %`;
      console.log(
        `buckets ${buckets}, l2 ${l2}: recall mean ${mean.toFixed(1)}, least ${Math.min(...recalls).toFixed(1)} ` +
          `(${recalls.map((r) => r.toFixed(1)).join(' ')}); false alarms ${alarms}`,
      );
    }
  process.exit(0);
}
if (args.includes('--parts')) {
  // Each part read by a model learnt (as train.ts learns, thresholds included) from the other parts
  // only: the nearest to a new writer's messages, since a part's own messages share its writer's
  // habits and its translations of one message into each script.
  const flagged = new Map<CorpusEntry, Read>();
  const read = parts.filter((x) => !part || x.p === part);
  for (const { p, entries } of read) {
    const model = trainModel(parts.filter((x) => x.p !== p).flatMap((x) => x.entries));
    for (const e of entries) flagged.set(e, checkWith(model, e.text, { sender: e.sender }));
    print(`\n${p}, learnt from the other parts`, entries, (e) => flagged.get(e)!);
  }
  // Every part so read, counted together: the best guess at how a new writer's messages fare.
  const readEntries = read.flatMap((x) => x.entries);
  if (read.length > 1)
    print(`\nall ${read.length} parts, each learnt without it`, readEntries, (e) => flagged.get(e)!);
  process.exit(0);
}
const shipped = args.includes('--shipped');
const read = shipped ? (e: CorpusEntry) => checkMessage(e.text, { sender: e.sender }) : outOfFold(TRAINING);
const how = shipped
  ? 'as the shipped model reads it'
  : 'out of fold (each part scored by models that never saw it)';
print(`${part ?? 'all parts'}, ${how}`, all.filter(shown), read);
