import styles from './Console.module.css';

/**
 * A small bar chart in plain SVG (no chart library: the console stays light). One bar per day;
 * each bar says its day and count to screen readers and on hover.
 */
export function BarChart({
  title,
  days,
  values,
  total,
  describe,
}: {
  title: string;
  days: string[];
  values: number[];
  total: string;
  describe: (day: string, n: number) => string;
}) {
  const width = 300;
  const height = 90;
  const max = Math.max(1, ...values);
  const slot = width / Math.max(1, values.length);
  return (
    <figure className={styles.chart}>
      <figcaption>
        <span className={styles.chartTitle}>{title}</span>
        <span className={styles.chartTotal}>{total}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 14}`} role="img" aria-label={`${title}: ${total}`}>
        <line x1="0" y1={height} x2={width} y2={height} className={styles.axis} />
        {values.map((n, i) => {
          const h = Math.round((n / max) * (height - 6));
          return (
            <rect
              key={days[i]}
              x={i * slot + 1.5}
              y={height - h}
              width={Math.max(1, slot - 3)}
              height={Math.max(h, n > 0 ? 2 : 0)}
              rx="1.5"
              className={styles.bar}
            >
              <title>{describe(days[i]!, n)}</title>
            </rect>
          );
        })}
        <text x="0" y={height + 12} className={styles.tick}>
          {days[0]?.slice(5)}
        </text>
        <text x={width} y={height + 12} textAnchor="end" className={styles.tick}>
          {days.at(-1)?.slice(5)}
        </text>
      </svg>
    </figure>
  );
}
