import type { CorpusEntry } from './corpus/load.ts';
import { SCAM_KINDS, type ScamKind } from './kinds.ts';

/**
 * Each kind's threshold, chosen on out-of-fold scores (train.ts): first each kind alone, trading its
 * recall against the honest messages it flags; then, while the kinds together flag more honest
 * messages than the goal allows (≤ 2 % of honest messages, ≤ 5 % of hard negatives), the threshold
 * that gives up least recall per false alarm removed is raised. Out-of-fold scores are what a new
 * message would get, so the goal is held there, not on the messages the final model learnt from.
 */
export type KindScores = Record<ScamKind, number>;
export type Thresholds = Record<ScamKind, number>;

/**
 * How many honest messages (all, and hard negatives) one level may reach, and what one false alarm
 * costs against one catch, each as a share of its messages.
 */
export interface LevelGoal {
  alarms: number;
  hardAlarms: number;
  alarmCost: number;
  hardAlarmCost: number;
}
/** The clear warning: the goal, ≤ 2 % of honest messages and ≤ 5 % of hard ones. */
export const WARNING_GOAL: LevelGoal = { alarms: 0.02, hardAlarms: 0.05, alarmCost: 10, hardAlarmCost: 2 };
/**
 * The quiet safety tip (or the warning): it accuses nobody, so it may reach more honest messages,
 * but an honest seller mentioning UPI after a meeting should still rarely see it.
 */
export const TIP_GOAL: LevelGoal = { alarms: 0.06, hardAlarms: 0.15, alarmCost: 3, hardAlarmCost: 1 };
const STEPS = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);

/** Per kind alone: the best trade, the middle of equally good thresholds to leave room both sides. */
function alone(entries: CorpusEntry[], scores: number[], kind: ScamKind, goal: LevelGoal): number {
  const labelled = entries.filter((e) => e.kinds.includes(kind)).length || 1;
  const honest = entries.filter((e) => !e.kinds.length).length || 1;
  const hard = entries.filter((e) => e.hard).length || 1;
  let best = -Infinity;
  let chosen: number[] = [];
  for (const t of STEPS) {
    let caught = 0;
    let alarms = 0;
    let hardAlarms = 0;
    entries.forEach((e, i) => {
      if (scores[i]! < t) return;
      if (e.kinds.includes(kind)) caught++;
      if (!e.kinds.length) alarms++;
      if (e.hard) hardAlarms++;
    });
    // Rounded so that float noise does not split equally good thresholds.
    const value = Math.round(
      1e9 *
        (caught / labelled - (goal.alarmCost * alarms) / honest - (goal.hardAlarmCost * hardAlarms) / hard),
    );
    if (value > best) [best, chosen] = [value, [t]];
    else if (value === best) chosen.push(t);
  }
  return chosen[Math.floor((chosen.length - 1) / 2)]!;
}

export function chooseThresholds(
  entries: CorpusEntry[],
  scores: KindScores[],
  goal: LevelGoal = WARNING_GOAL,
): Thresholds {
  const thresholds = {} as Thresholds;
  for (const kind of SCAM_KINDS)
    thresholds[kind] = alone(
      entries,
      scores.map((s) => s[kind]),
      kind,
      goal,
    );
  const honest = entries.filter((e) => !e.kinds.length).length || 1;
  const hard = entries.filter((e) => e.hard).length || 1;
  const flagged = (t: Thresholds, e: CorpusEntry, i: number) => SCAM_KINDS.some((k) => scores[i]![k] >= t[k]);
  const overGoal = (t: Thresholds) => {
    let alarms = 0;
    let hardAlarms = 0;
    entries.forEach((e, i) => {
      if (e.kinds.length || !flagged(t, e, i)) return;
      alarms++;
      if (e.hard) hardAlarms++;
    });
    return Math.max(0, alarms / honest - goal.alarms) + Math.max(0, hardAlarms / hard - goal.hardAlarms);
  };
  let over = overGoal(thresholds);
  while (over > 0) {
    let best: { kind: ScamKind; t: number; over: number; price: number } | undefined;
    for (const kind of SCAM_KINDS) {
      const labelled = entries.filter((e) => e.kinds.includes(kind)).length || 1;
      // The next threshold up that brings the kinds nearer the goal, and the recall it costs.
      for (const t of STEPS.filter((s) => s > thresholds[kind])) {
        const raised = { ...thresholds, [kind]: t };
        const after = overGoal(raised);
        if (after >= over) continue;
        const lost = entries.filter(
          (e, i) => e.kinds.includes(kind) && scores[i]![kind] >= thresholds[kind] && scores[i]![kind] < t,
        ).length;
        const price = lost / labelled / (over - after);
        if (!best || price < best.price) best = { kind, t, over: after, price };
        break;
      }
    }
    if (!best) break;
    thresholds[best.kind] = best.t;
    over = best.over;
  }
  return thresholds;
}
