import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { DownloadIcon } from '../../components/ui/icons';
import { promptInstall, useInstall } from './install';
import styles from './InstallBanner.module.css';
import '../layout/footer-i18n';

/**
 * The footer's "get the app" banner. Bazaar is the app: installed from the browser, no store.
 * Where the browser offers its install dialog the button opens it; elsewhere (iOS Safari, Firefox)
 * it says how to add Bazaar to the home screen.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const { canPrompt, installed } = useInstall();
  const [help, setHelp] = useState(false);

  const install = async () => {
    if (!(await promptInstall())) setHelp(true);
  };

  return (
    <section className={styles.banner} aria-labelledby="install-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <p id="install-title" className={styles.title}>
            {t('footer.appTitle')}
          </p>
          <p className={styles.text}>{t('footer.appText')}</p>
        </div>
        {!installed && (
          <button
            type="button"
            className="btn"
            onClick={() => void install()}
            aria-expanded={canPrompt ? undefined : help}
            aria-controls={canPrompt ? undefined : 'install-help'}
          >
            <DownloadIcon size={18} />
            {t('footer.install')}
          </button>
        )}
      </div>
      {help && !installed && (
        <div
          id="install-help"
          className={`container ${styles.help}`}
          role="region"
          aria-label={t('footer.installHowTitle')}
        >
          <p className={styles.helpTitle}>{t('footer.installHowTitle')}</p>
          <ul>
            <li>{t('footer.installIos')}</li>
            <li>{t('footer.installOther')}</li>
          </ul>
          <button type="button" className="btn btn-outline" onClick={() => setHelp(false)}>
            {t('common.dismiss')}
          </button>
        </div>
      )}
    </section>
  );
}
