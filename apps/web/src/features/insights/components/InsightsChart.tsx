import type { InsightDay } from '@bazaar/shared';
import { useLang, type Lang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Insights.module.css';

const W = 360;
const H = 130;
// The top strip holds the event dots (one row per kind), the bars stay below it.
const PAD = { left: 26, right: 8, top: 32, bottom: 20 };
const SERIES = ['favourites', 'chats', 'offers'] as const;

/**
 * An ad's days as a small chart: views as bars against the left scale, favourites, chats and
 * offers as dots above each day (they are few: a dot per event reads better than a line at 0–3).
 */
export function InsightsChart({ days }: { days: InsightDay[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = Math.max(days.length, 1);
  const maxViews = Math.max(1, ...days.map((d) => d.views));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / n;
  const barW = Math.max(Math.min(step * 0.7, 18), 1.5);
  const y = (v: number) => PAD.top + plotH - (v / maxViews) * plotH;
  const total = (k: keyof Omit<InsightDay, 'day'>) => days.reduce((s, d) => s + d[k], 0);
  const first = shortDate(days[0]?.day, lang);
  const last = shortDate(days.at(-1)?.day, lang);

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('insights.chartLabel', {
        from: first,
        to: last,
        views: total('views'),
        favourites: total('favourites'),
        chats: total('chats'),
        offers: total('offers'),
      })}
    >
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className={styles.axis} />
      <line x1={PAD.left} x2={W - PAD.right} y1={y(maxViews)} y2={y(maxViews)} className={styles.grid} />
      <text x={PAD.left - 4} y={y(maxViews) + 4} textAnchor="end" className={styles.scale}>
        {maxViews}
      </text>
      <text x={PAD.left - 4} y={y(0) + 4} textAnchor="end" className={styles.scale}>
        0
      </text>
      {days.map((d, i) => {
        const cx = PAD.left + step * i + step / 2;
        return (
          <g key={d.day}>
            <rect
              x={cx - barW / 2}
              y={y(d.views)}
              width={barW}
              height={Math.max(y(0) - y(d.views), 0)}
              rx={1.5}
              className={styles.bar}
            >
              <title>{`${d.day}: ${d.views}`}</title>
            </rect>
            {SERIES.flatMap((k, row) =>
              Array.from({ length: Math.min(d[k], 3) }, (_, j) => (
                <circle
                  key={`${k}${j}`}
                  cx={cx + (j - (Math.min(d[k], 3) - 1) / 2) * 4}
                  cy={6 + row * 8}
                  r={2.6}
                  className={styles[k]}
                />
              )),
            )}
          </g>
        );
      })}
      <text x={PAD.left} y={H - 4} className={styles.scale}>
        {first}
      </text>
      <text x={W - PAD.right} y={H - 4} textAnchor="end" className={styles.scale}>
        {last}
      </text>
    </svg>
  );
}

/** "24 Nov" from "2026-11-24" (the day as the API gives it, read as a calendar day). */
function shortDate(day: string | undefined, lang: Lang): string {
  if (!day) return '';
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
