import { CITIES, formatNear, LOCALITIES, localitySlug, parseNear } from '@bazaar/shared';
import { useState } from 'react';
import { PinIcon } from '../../components/ui/icons';
import { useLang } from '../../i18n/lang';
import { useTranslation } from '../../i18n/useTranslation';
import { cityLabel } from '../../lib/listing';
import styles from './PlacePicker.module.css';
import './place-i18n';

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable';

interface Props {
  near: string | null;
  onChange: (near: string | null) => void;
}

/**
 * Where "near" is: the browser's location, or a city and one of its localities. Loaded when the
 * person opens it: the cities with their localities are not part of the list page's first script.
 */
export function PlacePicker({ near, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [locating, setLocating] = useState<Locating>('idle');
  const place = near ? parseNear(near) : null;
  const city = place?.kind === 'place' ? place.city : '';
  const locality = place?.kind === 'place' ? (place.locality ?? '') : '';
  const localities = LOCALITIES[city] ?? [];
  const cities = CITIES.map((c) => ({ slug: c.slug, name: lang === 'hi' ? c.hi : c.name })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );

  function locate() {
    if (!('geolocation' in navigator)) return setLocating('unavailable');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        // formatNear rounds to about 100 m: the URL names an area, not a front door.
        onChange(formatNear({ kind: 'point', lat: coords.latitude, lng: coords.longitude }));
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  }

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={`btn btn-outline ${styles.locate}`}
        onClick={locate}
        disabled={locating === 'locating'}
        aria-pressed={place?.kind === 'point'}
      >
        <PinIcon size={18} />
        {t('place.useMyLocation')}
      </button>
      <p role="status" className={locating === 'idle' ? 'visually-hidden' : styles.status}>
        {locating === 'idle' ? '' : t(`place.${locating}`)}
      </p>

      <label className={styles.pickerLabel} htmlFor="place-city">
        {t('place.city')}
      </label>
      <select
        id="place-city"
        className={styles.input}
        value={city}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t('place.chooseCity')}</option>
        {cities.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>

      {localities.length > 0 && (
        <>
          <label className={styles.pickerLabel} htmlFor="place-locality">
            {t('place.locality')}
          </label>
          <select
            id="place-locality"
            className={styles.input}
            value={locality}
            onChange={(e) => onChange(e.target.value ? `${city}.${e.target.value}` : city)}
          >
            <option value="">{t('place.wholeCity', { city: cityLabel(city, lang) })}</option>
            {localities.map((name) => (
              <option key={name} value={localitySlug(name)}>
                {name}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
