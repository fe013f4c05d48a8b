import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../components/ui/Toast';
import { switchLanguage } from '../../i18n';
import { LANGS, toLang, useLang } from '../../i18n/lang';
import styles from './Navbar.module.css';

// Each language is named in itself, so someone who cannot read the current one still finds theirs.
const NAMES = { en: 'English', hi: 'हिन्दी' } as const;

export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const lang = useLang();
  return (
    <label className={`${styles.selectWrap} ${className}`}>
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        className={`${styles.select} ${styles.langSelect}`}
        value={lang}
        onChange={(e) =>
          switchLanguage(toLang(e.target.value)).catch(() => toast.show(t('errors.generic'), 'error'))
        }
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
