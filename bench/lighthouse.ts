// Lighthouse (mobile emulation, default simulated throttling) on the home, a category and an ad page
// of the real server, with Debian's Chromium. Prints performance, accessibility, best practices and
// SEO per page and exits non-zero when accessibility, best practices or SEO is below
// bench/budgets.json's lighthouseMinScore. Performance is printed against the same goal but never
// fails the run: it is a timing, and on a shared machine it moves by 30 points between runs.
// Beside the scores it prints the median largest paint, total blocking time and layout shift against
// the goals below (printed, never enforced, for the same reason).
// `npm run lighthouse` builds first. LIGHTHOUSE_RUNS=3 takes each page's median run (noisy machines);
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report as JSON (open it in the Lighthouse viewer).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/support/server.ts';
import { root } from './support.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Deterministic for a given page: these fail the run. */
const GATED: readonly string[] = ['accessibility', 'best-practices', 'seo'];
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => !!p && fs.existsSync(p),
);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const { lighthouseMinScore } = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')) as {
  lighthouseMinScore: number;
};

type Scores = Record<(typeof CATEGORIES)[number], number>;

/** Goals for the timings (issue: first paint from the server), printed beside each page's medians. */
const GOALS = { lcpMs: 1800, tbtMs: 200, cls: 0.02 };
interface Timings {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  longTasks: number;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** Chromium sometimes loses the trace of a load on a busy machine (NO_NAVSTART): that run is repeated. */
async function audit(url: string, port: number, attempt = 1): Promise<Audit> {
  try {
    return await auditOnce(url, port);
  } catch (error) {
    if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
    return audit(url, port, attempt + 1);
  }
}

interface Audit {
  scores: Scores;
  timings: Timings;
  failing: string[];
}

async function auditOnce(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    fs.writeFileSync(path.join(REPORTS, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // What to fix: every scored audit that did not pass, with its weight in a category.
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const timings: Timings = {
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    longTasks: (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
  };
  return { scores, timings, failing };
}

async function main() {
  if (!CHROMIUM) throw new Error('Chromium not found: install it with `apt-get install -y chromium`');
  // Ad pages are for signed-in people by default; Lighthouse visits as a signed-out stranger.
  const server = await startServer({ OPEN_AD_PAGES: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const list = (await (await fetch(`${server.url}/api/listings?category=cars&limit=1`)).json()) as {
      items: { id: string; category: string }[];
    };
    const ad = list.items[0];
    if (!ad) throw new Error('The demo data has no car ad to audit');
    const pages: Record<string, string> = {
      home: '/',
      category: '/products/cars',
      ad: `/products/${ad.category}/${ad.id}`,
    };

    // A deployed server has served pages before: the first render of each page warms it up here.
    for (const pathname of Object.values(pages)) await (await fetch(server.url + pathname)).text();

    const rows: (Scores & { page: string })[] = [];
    const timingRows: Record<string, string | number>[] = [];
    const below: string[] = [];
    const slow: string[] = [];
    for (const [name, pathname] of Object.entries(pages)) {
      const runs: Audit[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(server.url + pathname, chrome.port));
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const { scores, failing } = runs[Math.floor(runs.length / 2)]!;
      rows.push({ page: `${name} ${pathname}`, ...scores });
      const pick = (key: keyof Timings) => median(runs.map((run) => run.timings[key]));
      const lcp = pick('lcpMs');
      const tbt = pick('tbtMs');
      const cls = pick('cls');
      timingRows.push({
        page: name,
        'FCP ms': Math.round(pick('fcpMs')),
        'LCP ms': `${Math.round(lcp)} ${lcp <= GOALS.lcpMs ? 'met' : `missed by ${Math.round(lcp - GOALS.lcpMs)}`}`,
        'TBT ms': `${Math.round(tbt)} ${tbt <= GOALS.tbtMs ? 'met' : `missed by ${Math.round(tbt - GOALS.tbtMs)}`}`,
        CLS: `${cls.toFixed(3)} ${cls <= GOALS.cls ? 'met' : `missed by ${(cls - GOALS.cls).toFixed(3)}`}`,
        'long tasks': pick('longTasks'),
      });
      for (const c of CATEGORIES)
        if (scores[c] < lighthouseMinScore)
          (GATED.includes(c) ? below : slow).push(`${name}: ${c} ${scores[c]}`);
      if (failing.length > 0) console.log(`${name}: audits below 0.9: ${failing.join('; ')}`);
    }
    console.table(rows);
    console.log(
      `Medians of ${RUNS} run(s) against LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}:`,
    );
    console.table(timingRows);
    if (slow.length > 0)
      console.log(
        `Performance below the goal of ${lighthouseMinScore} (reported, not enforced): ${slow.join(', ')}`,
      );
    if (below.length > 0) {
      console.error(`Below ${lighthouseMinScore}:\n  ${below.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
