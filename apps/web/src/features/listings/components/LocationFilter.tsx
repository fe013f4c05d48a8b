import { CITIES, citiesOfState, findState } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLabel, useLang } from '../../../i18n/lang';
import styles from '../../../components/ui/FilterSidebar.module.css';
import '../filters-i18n';

// SPEC's default location is Delhi: offered first, one tap away, but not forced on anyone.
const DEFAULT_STATE = 'delhi';
const POPULAR_CITIES = CITIES.filter((c) => c.slug !== DEFAULT_STATE).slice(0, 8);

interface Props {
  state: string | null;
  city: string | null;
  onChange: (state: string | null, city: string | null) => void;
}

/** LOCATIONS: all of India or a state, and the cities of the chosen state (popular ones otherwise). */
export function LocationFilter({ state, city, onChange }: Props) {
  const { t } = useTranslation();
  const label = useLabel();
  const lang = useLang();
  const chosen = state ? findState(state) : undefined;
  const cities = chosen ? citiesOfState(chosen.slug) : POPULAR_CITIES;

  const option = (key: string, text: string, pressed: boolean, onClick: () => void) => (
    <li key={key}>
      <button type="button" className={styles.option} aria-pressed={pressed} onClick={onClick}>
        {text}
      </button>
    </li>
  );

  return (
    <section className={styles.block} aria-labelledby="filter-locations">
      <h2 id="filter-locations" className={styles.heading}>
        {t('filters.locations')}
      </h2>
      <ul className={styles.options}>
        {option('india', t('filters.allIndia'), !state && !city, () => onChange(null, null))}
        {chosen
          ? option(chosen.slug, t('filters.allOf', { place: label(chosen.label) }), !city, () =>
              onChange(chosen.slug, null),
            )
          : option(DEFAULT_STATE, label(findState(DEFAULT_STATE)!.label), false, () =>
              onChange(DEFAULT_STATE, null),
            )}
      </ul>
      {cities.length > 0 && (
        <>
          <h3 className={styles.subheading}>{chosen ? t('filters.cities') : t('filters.popularCities')}</h3>
          <ul className={`${styles.options} ${styles.nestedList}`}>
            {cities.map((c) =>
              option(c.slug, lang === 'hi' ? c.hi : c.name, city === c.slug, () =>
                onChange(state, city === c.slug ? null : c.slug),
              ),
            )}
          </ul>
        </>
      )}
    </section>
  );
}
