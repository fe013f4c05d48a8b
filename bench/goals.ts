// The speed goals, checked against one run's figures: lists and search, the signed-in ad page and
// the legacy routes, on every server measured as deployed. Printed, never asserted: the machine is
// shared, so a miss is a figure to read, not a failed build.
import { CEILING } from './targets/bazaar.ts';
import type { LoadResult } from './support.ts';

interface Goal {
  what: string;
  /** Share of the ceiling's req/s (the same app answering a fixed answer), and the p99 limit in ms. */
  minShare: number;
  maxP99: number;
}

const LISTS: Goal = { what: 'lists and search', minShare: 0.7, maxP99: 25 };
const AD_PAGE: Goal = { what: 'signed-in ad page', minShare: 0.5, maxP99: 25 };
/** The legacy routes must serve this many times json-server's req/s, scenario by scenario. */
const LEGACY_TIMES = 5;

const goalOf = (scenario: string): Goal | 'legacy' =>
  scenario.startsWith('legacy:') ? 'legacy' : scenario.startsWith('ad page') ? AD_PAGE : LISTS;

const pct = (x: number) => `${Math.round(x * 100)} %`;

/** A server's ceiling: the mean of the two ceiling measurements around its scenarios. */
export const ceilingOf = (results: LoadResult[], target: string | undefined) =>
  results.find((r) => r.target === target && r.scenario === CEILING);

function verdict(r: LoadResult, ceiling: LoadResult, jsonServer: LoadResult[]): [string, string, string] {
  const goal = goalOf(r.scenario!);
  if (goal === 'legacy') {
    // The json-server row measured beside this server, else one measured on its own.
    const same = jsonServer.filter((j) => j.scenario === r.scenario);
    const theirs = same.find((j) => j.beside === r.target) ?? same.find((j) => j.beside === undefined);
    if (!theirs) return ['≥ 5× json-server', 'json-server not measured', '—'];
    const times = r.rps / Math.max(theirs.rps, 1);
    const ok = times >= LEGACY_TIMES && r.errors + r.non2xx === 0;
    return [
      `≥ ${LEGACY_TIMES}× json-server (${theirs.rps} req/s)`,
      `${times.toFixed(1)}×, p99 ${r.p99} ms`,
      ok ? 'met' : `MISSED by ${Math.max(0, LEGACY_TIMES - times).toFixed(1)}×`,
    ];
  }
  const share = r.rps / ceiling.rps;
  const misses: string[] = [];
  if (share < goal.minShare) misses.push(`req/s by ${pct(goal.minShare - share)} of the ceiling`);
  if (r.p99 > goal.maxP99) misses.push(`p99 by ${r.p99 - goal.maxP99} ms`);
  if (r.errors + r.non2xx > 0) misses.push(`${r.errors + r.non2xx} errors`);
  return [
    `≥ ${pct(goal.minShare)}, p99 ≤ ${goal.maxP99} ms`,
    `${pct(share)}, p99 ${r.p99} ms`,
    misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
  ];
}

const groupOf = (scenario: string) => {
  const goal = goalOf(scenario);
  return goal === 'legacy' ? 'legacy routes' : goal.what;
};

/** One line per scenario of every deployed server, then one per goal and server. */
export function printGoals(results: LoadResult[], deployed: string[], jsonServer: string) {
  const theirs = results.filter((r) => r.target === jsonServer);
  const checked = results
    .filter((r) => r.target && deployed.includes(r.target) && !r.scenario!.startsWith(CEILING))
    .map((r) => {
      const [goal, measured, outcome] = verdict(r, ceilingOf(results, r.target)!, theirs);
      return {
        target: r.target!,
        group: groupOf(r.scenario!),
        row: { scenario: r.name, goal, measured, outcome },
      };
    });
  console.log('\nGoals (shares of each server’s own ceiling)');
  for (const target of deployed) console.log(`${target} ceiling: ${ceilingOf(results, target)?.rps} req/s`);
  console.table(checked.map((c) => c.row));
  const summary = [];
  for (const target of deployed) {
    for (const group of [LISTS.what, AD_PAGE.what, 'legacy routes']) {
      const mine = checked.filter((c) => c.target === target && c.group === group);
      if (mine.length === 0) continue;
      const missed = mine.filter((c) => c.row.outcome !== 'met').length;
      summary.push({
        server: target,
        goal: group,
        outcome: missed ? `MISSED in ${missed} of ${mine.length} scenarios` : `met in all ${mine.length}`,
      });
    }
  }
  console.table(summary);
}
