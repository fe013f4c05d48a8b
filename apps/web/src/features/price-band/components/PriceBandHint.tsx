import '../i18n';
import { useLang } from '../../../i18n/lang';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatRupeesIn } from '../../../lib/format';
import { usePriceBand } from '../api/usePriceBand';
import { PriceBandChart } from './PriceBandChart';
import styles from './PriceBand.module.css';

/**
 * Under the posting form's price: "Similar 2019 Creta ads: ₹4,20,000 – ₹5,10,000; yours is 18 %
 * above", updated as the seller types (the caller debounces the values). Nothing when the
 * category has no band or brand and model are not chosen yet.
 */
export function PriceBandHint(props: {
  category: string;
  brand?: string;
  model?: string;
  year?: number;
  km?: number;
  price?: number;
  exclude?: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = usePriceBand(props);
  const data = query.data;
  if (!data || !props.brand || !props.model) return null;
  if (!data.band)
    return (
      <p className={`${styles.hint} ${styles.muted}`} aria-live="polite">
        {t('priceBand.tooFew')}
      </p>
    );
  const what = [props.year, props.model].filter(Boolean).join(' ');
  const pct = data.percentFromMedian;
  return (
    <div className={styles.hint} aria-live="polite" data-testid="price-band-hint">
      <strong>
        {t('priceBand.similar', {
          what,
          low: formatRupeesIn(data.band.p25, lang),
          high: formatRupeesIn(data.band.p75, lang),
        })}
      </strong>
      {pct !== null && (
        <>
          {'; '}
          <span className={pct > 0 ? styles.above : pct < 0 ? styles.below : undefined}>
            {pct > 0
              ? t('priceBand.yoursAbove', { n: pct })
              : pct < 0
                ? t('priceBand.yoursBelow', { n: -pct })
                : t('priceBand.yoursAt')}
          </span>
        </>
      )}
      {data.verdict && props.price ? (
        <PriceBandChart
          band={data.band}
          price={props.price}
          verdict={data.verdict}
          marker={t('priceBand.yours')}
        />
      ) : null}
    </div>
  );
}
