import '../i18n';
import '../../price-band/i18n';
import { INSIGHT_DAYS_MAX } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { PriceBandChart } from '../../price-band/components/PriceBandChart';
import bandStyles from '../../price-band/components/PriceBand.module.css';
import { useInsights } from '../api/useInsights';
import { InsightsChart } from './InsightsChart';
import styles from './Insights.module.css';

/** My Ads, one ad opened up: its days as a chart with totals, and its price against the band. */
export function AdInsights({ id, price }: { id: number; price: number }) {
  const { t } = useTranslation();
  const query = useInsights(id);
  if (query.isPending) return <div className={styles.panel} aria-busy="true" />;
  if (query.isError)
    return (
      <div className={styles.panel}>
        <p className={styles.muted}>{t('insights.failed')}</p>
      </div>
    );
  const { days, price: band } = query.data;
  const total = (k: 'views' | 'favourites' | 'chats' | 'offers') => days.reduce((s, d) => s + d[k], 0);
  return (
    <div className={styles.panel} data-testid="insights">
      <div>
        <h3 className={styles.heading}>{t('insights.title')}</h3>
        <p className={styles.sub}>{t('insights.perDay', { days: INSIGHT_DAYS_MAX })}</p>
        <InsightsChart days={days} />
        <ul className={styles.totals}>
          <li>
            <span className={`${styles.swatch} ${styles.swatchBar}`} />
            {t('insights.views')}: {total('views')}
          </li>
          <li>
            <span className={styles.swatch} style={{ background: '#c8102e' }} />
            {t('insights.favourites')}: {total('favourites')}
          </li>
          <li>
            <span className={styles.swatch} style={{ background: 'var(--accent-blue)' }} />
            {t('insights.chats')}: {total('chats')}
          </li>
          <li>
            <span className={styles.swatch} style={{ background: '#b54708' }} />
            {t('insights.offers')}: {total('offers')}
          </li>
        </ul>
      </div>
      {band && (
        <div>
          <h3 className={styles.heading}>{t('insights.price')}</h3>
          {band.band && band.verdict ? (
            <>
              <span className={`${bandStyles.badge} ${bandStyles[`badge_${band.verdict}`]}`}>
                {t(`priceBand.verdict.${band.verdict}`)}
              </span>
              <PriceBandChart
                band={band.band}
                price={price}
                verdict={band.verdict}
                marker={t('priceBand.yours')}
              />
              <p className={bandStyles.basedOn}>{t('priceBand.basedOn', { count: band.comparables })}</p>
            </>
          ) : (
            <p className={styles.muted}>{t('insights.noBand')}</p>
          )}
        </div>
      )}
    </div>
  );
}
