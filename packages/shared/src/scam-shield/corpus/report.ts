import { SCAM_KINDS } from '../kinds.ts';
import type { CorpusFigures, KindFigures } from './evaluate.ts';
import { SCRIPTS } from './load.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const cell = (f: KindFigures) => (f.labelled ? `${f.caught}/${f.labelled} (${pct(f.recall)})` : '–');
const alarms = (f: { flagged: number; honest: number; rate: number }) =>
  `${f.flagged}/${f.honest} (${pct(f.rate)})`;

/** The corpus figures as a markdown table: recall per kind and per script, then false alarms. */
export function reportTable(figures: CorpusFigures): string {
  const lines = [
    `| kind | recall (all) | precision | ${SCRIPTS.map((s) => `recall ${s}`).join(' | ')} |`,
    `| --- | --- | --- | ${SCRIPTS.map(() => '---').join(' | ')} |`,
  ];
  for (const kind of SCAM_KINDS) {
    const f = figures.kinds[kind];
    const wrong = `${f.caught}/${f.caught + f.wrong} (${pct(f.precision)})`;
    const perScript = SCRIPTS.map((s) => cell(figures.byScript[s].kinds[kind]));
    lines.push(`| ${kind} | ${cell(f)} | ${wrong} | ${perScript.join(' | ')} |`);
  }
  const perScript = SCRIPTS.map((s) => alarms(figures.byScript[s].alarms));
  lines.push(`| false alarms, honest | ${alarms(figures.alarms)} | | ${perScript.join(' | ')} |`);
  lines.push(`| false alarms, hard negatives | ${alarms(figures.hardAlarms)} | | | | |`);
  return lines.join('\n');
}
