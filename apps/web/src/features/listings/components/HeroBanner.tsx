import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import styles from './HeroBanner.module.css';

/** The home banner: what Bazaar is, with the two things people come for (browse, sell). */
export function HeroBanner() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 className={styles.title}>{t('home.heroTitle')}</h1>
          <p className={styles.text}>{t('home.heroText')}</p>
        </div>
        <div className={styles.actions}>
          <Link to="/product" className={`btn ${styles.primary}`}>
            {t('home.browseAll')}
          </Link>
          <Link to="/adddata" className={`btn btn-outline ${styles.secondary}`}>
            {t('home.startSelling')}
          </Link>
        </div>
      </div>
    </section>
  );
}
