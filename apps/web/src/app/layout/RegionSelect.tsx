import { NAVBAR_REGIONS, STATES } from '@bazaar/shared';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLabel } from '../../i18n/lang';
import { PinIcon } from '../../components/ui/icons';
import { rememberRegion, useRememberedRegion } from '../../lib/region';
import { isListingPath } from './paths';
import styles from './Navbar.module.css';

const popular = STATES.filter((s) => (NAVBAR_REGIONS as readonly string[]).includes(s.slug));

/**
 * The navbar region: India or one state, remembered in this browser. On a list page it is the
 * list's ?state= (a chosen city is dropped); the home page filters its lists by it in place;
 * anywhere else choosing one opens all ads there.
 */
export function RegionSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const remembered = useRememberedRegion();
  const onList = isListingPath(pathname);
  const current = onList ? (params.get('state') ?? '') : remembered;

  function choose(slug: string) {
    rememberRegion(slug);
    if (onList) {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (slug) next.set('state', slug);
        else next.delete('state');
        next.delete('city'); // A city from another state would leave the list empty.
        return next;
      });
    } else if (pathname !== '/') {
      navigate(slug ? `/product?state=${slug}` : '/product');
    }
  }

  return (
    <label className={`${styles.selectWrap} ${className}`}>
      <PinIcon size={18} className={styles.selectIcon} />
      <span className="visually-hidden">{t('nav.region')}</span>
      <select className={styles.select} value={current} onChange={(e) => choose(e.target.value)}>
        <option value="">{t('nav.regionAll')}</option>
        {/* The original product's four first, then every state and union territory. */}
        <optgroup label={t('nav.regionPopular')}>
          {popular.map((s) => (
            <option key={s.slug} value={s.slug}>
              {label(s.label)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('nav.regionAllStates')}>
          {STATES.map((s) => (
            <option key={s.slug} value={s.slug}>
              {label(s.label)}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}
