import { useTranslation } from '../../../i18n/useTranslation';
import { useStats } from '../api/useConsole';
import { BarChart } from '../components/BarChart';
import { Loaded } from '../components/Loading';
import styles from '../components/Console.module.css';

/** The console's home: what waits now, and four charts of the last 30 days. */
export function OverviewPage() {
  const { t } = useTranslation();
  const stats = useStats();
  return (
    <Loaded query={stats}>
      {(s) => {
        const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
        const series = [
          ['adsPosted', s.adsPosted],
          ['reports', s.reports],
          ['removals', s.removals],
          ['suspensions', s.suspensions],
        ] as const;
        return (
          <>
            <div className={styles.counters}>
              <div className={styles.counter} data-testid="open-reports">
                <strong>{s.open.reports}</strong>
                <span>{t('admin.overview.openReports')}</span>
              </div>
              <div className={styles.counter}>
                <strong>{s.open.held}</strong>
                <span>{t('admin.overview.held')}</span>
              </div>
            </div>
            <h2 className={styles.subhead}>{t('admin.overview.heading')}</h2>
            <div className={styles.charts}>
              {series.map(([key, values]) => (
                <BarChart
                  key={key}
                  title={t(`admin.overview.${key}`)}
                  days={s.days}
                  values={values}
                  total={t('admin.overview.total', { n: sum(values) })}
                  describe={(day, n) => t('admin.overview.perDay', { day, n })}
                />
              ))}
            </div>
          </>
        );
      }}
    </Loaded>
  );
}
