import '../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePriceBand } from '../api/usePriceBand';
import { PriceBandChart } from './PriceBandChart';
import styles from './PriceBand.module.css';

/**
 * The ad page's verdict: Good price / Fair price / Above market, with the picture of where the
 * price sits among comparable ads (the ad itself left out). Hidden without a band.
 */
export function PriceVerdict({
  ad,
}: {
  ad: {
    id: number;
    category: string;
    brand: string | null;
    model: string | null;
    year: number | null;
    kmDriven: number | null;
    price: number;
  };
}) {
  const { t } = useTranslation();
  const query = usePriceBand({
    category: ad.category,
    brand: ad.brand ?? undefined,
    model: ad.model ?? undefined,
    year: ad.year ?? undefined,
    km: ad.kmDriven ?? undefined,
    price: ad.price,
    exclude: ad.id,
  });
  const data = query.data;
  if (!data?.band || !data.verdict) return null;
  return (
    <section className={styles.verdictCard} data-testid="price-verdict">
      <div className={styles.verdictHead}>
        <span className={`${styles.badge} ${styles[`badge_${data.verdict}`]}`}>
          {t(`priceBand.verdict.${data.verdict}`)}
        </span>
        <span className={styles.verdictHint}>{t(`priceBand.verdictHint.${data.verdict}`)}</span>
      </div>
      <PriceBandChart
        band={data.band}
        price={ad.price}
        verdict={data.verdict}
        marker={t('priceBand.thisAd')}
      />
      <p className={styles.basedOn}>{t('priceBand.basedOn', { count: data.comparables })}</p>
    </section>
  );
}
