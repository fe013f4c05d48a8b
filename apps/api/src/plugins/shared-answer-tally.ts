import { CappedMap } from '../lib/capped-map.ts';

/** Clients named in a summary: the ones that asked most in its period. */
const TOP_CLIENTS = 5;
/** Clients counted per period at most; past it the first-seen are forgotten (a flood of addresses). */
const MAX_CLIENTS = 10_000;

/** What one period's successful shared answers add up to. */
export interface SharedAnswerSummary {
  /** Milliseconds the summary covers. */
  periodMs: number;
  count: number;
  /** "GET /api/listings 200" → how many. */
  routes: Record<string, number>;
  /** The addresses that asked most, most first. */
  topClients: { address: string; count: number }[];
}

/**
 * Counts the successful answers of public data many visitors share (lists, searches, ads, the
 * legacy routes), which the access log sums up once a period instead of writing a line for each
 * (ACCESS_LOG_SHARED=summary). Such an answer costs the server little more than its access line
 * would, and one line each tells an operator less than the sum: which routes were read how often
 * and who read most (a scraper stands out at the top).
 */
export class SharedAnswerTally {
  /** method → route → status → count: look-ups of strings the request already holds, no key to build. */
  private routes = new Map<string, Map<string, Map<number, number>>>();
  private clients = new CappedMap<string, number>(MAX_CLIENTS);
  private since: number;

  constructor(private readonly now: () => number = Date.now) {
    this.since = now();
  }

  add(method: string, route: string, status: number, client: string): void {
    let byRoute = this.routes.get(method);
    if (!byRoute) this.routes.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.clients.set(client, (this.clients.get(client) ?? 0) + 1);
  }

  /** The period's summary (nothing when nothing was counted), and a new period begins. */
  take(): SharedAnswerSummary | undefined {
    const now = this.now();
    const routes = [...this.routes].flatMap(([method, byRoute]) =>
      [...byRoute].flatMap(([route, byStatus]) =>
        [...byStatus].map(([status, n]) => [`${method} ${route} ${status}`, n] as const),
      ),
    );
    const summary: SharedAnswerSummary | undefined =
      routes.length === 0
        ? undefined
        : {
            periodMs: now - this.since,
            count: routes.reduce((sum, [, n]) => sum + n, 0),
            routes: Object.fromEntries(routes),
            topClients: [...this.clients]
              .sort((a, b) => b[1] - a[1])
              .slice(0, TOP_CLIENTS)
              .map(([address, count]) => ({ address, count })),
          };
    this.routes = new Map();
    this.clients = new CappedMap(MAX_CLIENTS);
    this.since = now;
    return summary;
  }
}
