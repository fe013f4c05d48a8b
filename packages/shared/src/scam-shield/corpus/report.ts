import { SCAM_KINDS } from '../kinds.ts';
import type { CorpusFigures, KindFigures } from './evaluate.ts';
import { LANGUAGE_GROUPS } from './load.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const cell = (f: KindFigures) => (f.labelled ? `${f.caught}/${f.labelled} (${pct(f.recall)})` : '–');
const alarms = (f: { flagged: number; honest: number; rate: number }) =>
  `${f.flagged}/${f.honest} (${pct(f.rate)})`;

/** The corpus figures as a markdown table: recall per kind and per language group, then false alarms. */
export function reportTable(figures: CorpusFigures): string {
  const lines = [
    `| kind | recall (all) | precision | ${LANGUAGE_GROUPS.map((g) => `recall ${g}`).join(' | ')} |`,
    `| --- | --- | --- | ${LANGUAGE_GROUPS.map(() => '---').join(' | ')} |`,
  ];
  for (const kind of SCAM_KINDS) {
    const f = figures.kinds[kind];
    const wrong = `${f.caught}/${f.caught + f.wrong} (${pct(f.precision)})`;
    const perGroup = LANGUAGE_GROUPS.map((g) => cell(figures.byGroup[g].kinds[kind]));
    lines.push(`| ${kind} | ${cell(f)} | ${wrong} | ${perGroup.join(' | ')} |`);
  }
  const scams = (f: { caught: number; labelled: number; recall: number }) =>
    f.labelled ? `${f.caught}/${f.labelled} (${pct(f.recall)})` : '–';
  const scamsPerGroup = LANGUAGE_GROUPS.map((g) => scams(figures.byGroup[g].scams));
  lines.push(`| scams caught (any kind) | ${scams(figures.scams)} | | ${scamsPerGroup.join(' | ')} |`);
  const perGroup = LANGUAGE_GROUPS.map((g) => alarms(figures.byGroup[g].alarms));
  lines.push(`| false alarms, honest | ${alarms(figures.alarms)} | | ${perGroup.join(' | ')} |`);
  lines.push(
    `| false alarms, hard negatives | ${alarms(figures.hardAlarms)} | | ${LANGUAGE_GROUPS.map(() => '').join(' | ')} |`,
  );
  return lines.join('\n');
}
