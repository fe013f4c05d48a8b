import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { findCityName, POPULAR_LOCATIONS, TRENDING_LOCATIONS } from '@bazaar/shared';
import { useLang } from '../../i18n/lang';
import { InstallBanner } from '../pwa/InstallBanner';
import { SOCIAL } from './SocialIcons';
import styles from './Footer.module.css';
import './footer-i18n';

/** A footer column of city links (SPEC §1: four popular, four trending), each opening its ads. */
function CityColumn({ title, slugs }: { title: string; slugs: readonly string[] }) {
  const lang = useLang();
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {slugs.map((slug) => {
          const city = findCityName(slug);
          return city ? (
            <li key={slug}>
              <Link to={`/product?city=${slug}`}>{lang === 'hi' ? city.hi : city.name}</Link>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

/** A footer column of Bazaar's own pages (About us, Help). */
function LinkColumn({ title, links }: { title: string; links: [to: string, label: string][] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <InstallBanner />
      <div className={styles.links}>
        <div className={`container ${styles.grid}`}>
          <CityColumn title={t('footer.popular')} slugs={POPULAR_LOCATIONS} />
          <CityColumn title={t('footer.trending')} slugs={TRENDING_LOCATIONS} />
          <LinkColumn
            title={t('footer.about')}
            links={[
              ['/about', t('footer.aboutGroup')],
              ['/careers', t('footer.careers')],
              ['/contact', t('footer.contact')],
              ['/people', t('footer.people')],
              ['/jobs', t('footer.jobs')],
            ]}
          />
          <LinkColumn
            title={t('footer.help')}
            links={[
              ['/help', t('footer.helpCentre')],
              ['/sitemap', t('footer.sitemap')],
              ['/legal', t('footer.legal')],
              ['/privacy', t('footer.privacy')],
            ]}
          />
          <div className={styles.column}>
            <h2 className={styles.heading}>{t('footer.follow')}</h2>
            <ul className={styles.social}>
              {SOCIAL.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.name}
                    title={s.name}
                  >
                    {s.icon}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('footer.countries')}</p>
          <p>{t('footer.copyright')}</p>
        </div>
      </div>
    </footer>
  );
}

export default Footer;
