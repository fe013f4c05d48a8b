/** One series: requests of one method, route pattern and status. */
interface Series {
  /** As prom-client keeps them: { method, route, status }, in that order. */
  labels: { method: string; route: string; status: string };
  /** Requests per bucket (not yet cumulative); past the last bound they are only in `count`. */
  buckets: number[];
  sum: number;
  count: number;
}

/** One line of a histogram as prom-client's Registry formats it (what its Histogram hands over). */
interface Value {
  labels: Record<string, string | number>;
  sharedLabels: Series['labels'] | Record<string, never>;
  value: number;
  metricName: string;
  exemplar?: null;
}

/**
 * The request-duration histogram (method, route, status), counted by hand and exported through
 * prom-client's Registry exactly as its Histogram would be. Histogram.observe builds a label object,
 * validates it, joins a hash string and looks it up for every request, and finds the bucket through
 * a number-to-string property key: on a cached answer that showed in the profile. Here a request
 * costs three map look-ups of strings the server already holds and a few additions.
 *
 * The text it gives is that of a prom-client Histogram with the same name, help, label names and
 * buckets, fed the same observations in the same order (route-durations.test.ts compares them).
 */
export class RouteDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** method → route → status → series, in the order series first appeared (as prom-client lists them). */
  private readonly byMethod = new Map<string, Map<string, Map<number, Series>>>();
  private readonly series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly upperBounds: readonly number[],
  ) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    // prom-client refuses these with a TypeError; a request's elapsed time is always finite.
    if (!Number.isFinite(seconds)) throw new TypeError(`Value is not a valid number: ${seconds}`);
    const s = this.seriesFor(method, route, status);
    s.sum += seconds;
    s.count += 1;
    const bounds = this.upperBounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        s.buckets[i]! += 1;
        return;
      }
    }
  }

  /** Forgets every series (the Registry's resetMetrics). */
  reset(): void {
    this.byMethod.clear();
    this.series.length = 0;
  }

  /** What the Registry formats for the text exposition: prom-client's Histogram.getForPromString. */
  getForPromString() {
    const values: Value[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const s of this.series) {
      let cumulative = 0;
      for (let i = 0; i < this.upperBounds.length; i++) {
        cumulative += s.buckets[i]!;
        values.push({
          labels: { le: this.upperBounds[i]! },
          sharedLabels: s.labels,
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      }
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: s.labels,
          value: s.count,
          metricName: bucketName,
          exemplar: null,
        },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The JSON form (Registry.getMetricsAsJSON): each line's labels with its series' labels in them. */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  private seriesFor(method: string, route: string, status: number): Series {
    let byRoute = this.byMethod.get(method);
    if (!byRoute) this.byMethod.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let s = byStatus.get(status);
    if (!s) {
      s = {
        labels: { method, route, status: String(status) },
        buckets: this.upperBounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, s);
      this.series.push(s);
    }
    return s;
  }
}
