// `npm run scam-shield:report -- tuning|held-out`: the scam shield's recall and precision per kind
// and per script, and its false alarms, on one part of the corpus, as a markdown table. With
// `--list`, also the messages it missed and the honest ones it flagged.
import { evaluateCorpus } from '../packages/shared/src/scam-shield/corpus/evaluate.ts';
import { loadCorpus, type CorpusPart } from '../packages/shared/src/scam-shield/corpus/load.ts';
import { reportTable } from '../packages/shared/src/scam-shield/corpus/report.ts';

const part = process.argv[2] as CorpusPart;
if (part !== 'tuning' && part !== 'held-out') {
  console.error('Usage: npm run scam-shield:report -- tuning|held-out [--list]');
  process.exit(2);
}
const entries = loadCorpus(part);
const figures = evaluateCorpus(entries);
const scams = entries.filter((e) => e.kinds.length).length;
console.log(`${part}: ${entries.length} messages, ${scams} scams, ${figures.alarms.honest} honest\n`);
console.log(reportTable(figures));
if (process.argv.includes('--list')) {
  for (const m of figures.missed) console.log(`missed ${m.kind} (${m.entry.sender}): ${m.entry.text}`);
  for (const e of figures.falseAlarms) console.log(`false alarm (${e.sender}): ${e.text}`);
}
