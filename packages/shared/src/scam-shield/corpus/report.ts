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

/** A share of a count, as "12/40 (30.0 %)"; a dash when there is nothing to count. */
const share = (n: number, of: number) => (of ? `${n}/${of} (${pct(n / of)})` : '–');

/**
 * Both levels side by side: per kind and per language group, the scams warned against and those
 * given at least a safety tip; the honest and hard messages warned and tipped (tip only).
 * `warned` counts the warning alone; `reached` the warning or the tip.
 */
export function levelsTable(warned: CorpusFigures, reached: CorpusFigures): string {
  const groups = ['all', ...LANGUAGE_GROUPS] as const;
  const pick = (f: CorpusFigures, g: (typeof groups)[number]) => (g === 'all' ? f : f.byGroup[g]);
  const both = (w: { caught: number; labelled: number }, r: { caught: number }) =>
    w.labelled ? `${pct(w.caught / w.labelled)} / ${pct(r.caught / w.labelled)}` : '–';
  const lines = [
    `Scams caught: warned / warned or tipped. Honest messages: warned / tipped (tip only).\n`,
    `| | ${groups.join(' | ')} |`,
    `| --- | ${groups.map(() => '---').join(' | ')} |`,
  ];
  for (const kind of SCAM_KINDS)
    lines.push(
      `| ${kind} | ${groups.map((g) => both(pick(warned, g).kinds[kind], pick(reached, g).kinds[kind])).join(' | ')} |`,
    );
  lines.push(
    `| scams (any kind) | ${groups.map((g) => both(pick(warned, g).scams, pick(reached, g).scams)).join(' | ')} |`,
  );
  const alarms = (w: { flagged: number; honest: number }, r: { flagged: number }) =>
    w.honest ? `${share(w.flagged, w.honest)} / ${share(r.flagged - w.flagged, w.honest)}` : '–';
  lines.push(
    `| honest | ${groups.map((g) => alarms(pick(warned, g).alarms, pick(reached, g).alarms)).join(' | ')} |`,
  );
  lines.push(
    `| hard honest | ${groups.map((g) => alarms(pick(warned, g).hardAlarms, pick(reached, g).hardAlarms)).join(' | ')} |`,
  );
  return lines.join('\n');
}
