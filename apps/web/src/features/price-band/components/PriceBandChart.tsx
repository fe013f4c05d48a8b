import type { PriceVerdict } from '@bazaar/shared';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatRupeesIn } from '../../../lib/format';
import styles from './PriceBand.module.css';

const W = 320;
const H = 78;
const LEFT = 12;
const RIGHT = W - 12;
const BAR_Y = 38;

/**
 * Where a price sits among comparable ads: the middle half of their prices (P25–P75) as a bar, the
 * median as a tick, and the price as a marker in its verdict's colour. Drawn to a fixed viewBox and
 * scaled to the column's width, so it reads the same on a phone and a desktop.
 */
export function PriceBandChart({
  band,
  price,
  verdict,
  marker,
}: {
  band: { p25: number; median: number; p75: number };
  price: number;
  verdict: PriceVerdict;
  /** The marker's word: "This ad" on the ad page, "Yours" on the form. */
  marker: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const lo = Math.min(band.p25, price);
  const hi = Math.max(band.p75, price);
  const pad = Math.max((hi - lo) * 0.15, band.median * 0.05, 1);
  const min = lo - pad;
  const max = hi + pad;
  const x = (v: number) => LEFT + ((v - min) / (max - min)) * (RIGHT - LEFT);
  const money = (v: number) => formatRupeesIn(v, lang);
  const px = x(price);
  // Keep the marker's label inside the picture near either edge.
  const anchor = px < W * 0.2 ? 'start' : px > W * 0.8 ? 'end' : 'middle';

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('priceBand.chartLabel', {
        price: money(price),
        low: money(band.p25),
        high: money(band.p75),
        median: money(band.median),
      })}
    >
      <line x1={LEFT} x2={RIGHT} y1={BAR_Y} y2={BAR_Y} className={styles.track} />
      <rect
        x={x(band.p25)}
        y={BAR_Y - 7}
        width={Math.max(x(band.p75) - x(band.p25), 2)}
        height={14}
        rx={7}
        className={styles.band}
      />
      <line
        x1={x(band.median)}
        x2={x(band.median)}
        y1={BAR_Y - 11}
        y2={BAR_Y + 11}
        className={styles.median}
      />
      <text x={x(band.p25)} y={BAR_Y + 26} textAnchor="middle" className={styles.tick}>
        {money(band.p25)}
      </text>
      <text x={x(band.p75)} y={BAR_Y + 26} textAnchor="middle" className={styles.tick}>
        {money(band.p75)}
      </text>
      <g className={styles[`marker_${verdict}`]}>
        <path d={`M ${px - 6} ${BAR_Y - 19} L ${px + 6} ${BAR_Y - 19} L ${px} ${BAR_Y - 10} Z`} />
        <line x1={px} x2={px} y1={BAR_Y - 10} y2={BAR_Y + 9} className={styles.markerLine} />
        <text x={px} y={BAR_Y - 23} textAnchor={anchor} className={styles.markerText}>
          {marker}: {money(price)}
        </text>
      </g>
    </svg>
  );
}
