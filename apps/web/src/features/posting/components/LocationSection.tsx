import { citiesOfState, findState, LIMITS, nearestCity, STATES } from '@bazaar/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { PinIcon } from '../../../components/ui/icons';
import { useLang } from '../../../i18n/lang';
import type { PostErrors, PostValues } from '../lib/form';
import { FieldShell } from './fields';
import styles from './PostForm.module.css';

type Mode = 'list' | 'current';

/** CONFIRM YOUR LOCATION: List (state, then city) or Current Location (the nearest known city). */
export function LocationSection({
  values,
  errors,
  set,
}: {
  values: PostValues;
  errors: PostErrors;
  set: (change: Partial<PostValues>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [mode, setMode] = useState<Mode>('list');
  const [locating, setLocating] = useState(false);
  const [geoMessage, setGeoMessage] = useState<string>();

  function locate() {
    setMode('current');
    setGeoMessage(undefined);
    if (!('geolocation' in navigator)) {
      setMode('list');
      setGeoMessage(t('post.location.unavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const city = nearestCity(pos.coords.latitude, pos.coords.longitude);
        set({ state: city.state, city: city.slug });
        setGeoMessage(
          t('post.location.found', {
            city: lang === 'hi' ? city.hi : city.name,
            state: findState(city.state)?.label[lang] ?? '',
          }),
        );
      },
      (err) => {
        setLocating(false);
        setMode('list');
        setGeoMessage(
          t(err.code === err.PERMISSION_DENIED ? 'post.location.denied' : 'post.location.unavailable'),
        );
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }

  const cities = values.state ? citiesOfState(values.state) : [];
  return (
    <>
      <div className={styles.tabs} role="group" aria-label={t('post.location.how')}>
        <button
          type="button"
          className={mode === 'list' ? styles.tabOn : styles.tab}
          aria-pressed={mode === 'list'}
          onClick={() => setMode('list')}
        >
          {t('post.location.list')}
        </button>
        <button
          type="button"
          className={mode === 'current' ? styles.tabOn : styles.tab}
          aria-pressed={mode === 'current'}
          onClick={locate}
          disabled={locating}
        >
          <PinIcon size={16} /> {locating ? t('post.location.locating') : t('post.location.current')}
        </button>
      </div>
      {geoMessage && (
        <p className={styles.geo} role="status">
          {geoMessage}
        </p>
      )}
      <div className={styles.row}>
        <FieldShell label={t('post.location.state')} required error={errors.state}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="state"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={values.state}
              onChange={(e) => set({ state: e.target.value, city: '' })}
            >
              <option value="">{t('post.location.chooseState')}</option>
              {STATES.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.label[lang]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label={t('post.location.city')} required error={errors.city}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="city"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={values.city}
              disabled={!values.state}
              onChange={(e) => set({ city: e.target.value })}
            >
              <option value="">{t('post.location.chooseCity')}</option>
              {cities.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {lang === 'hi' ? c.hi : c.name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <FieldShell label={t('post.location.locality')} error={errors.locality}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="locality"
            aria-describedby={describedBy}
            maxLength={LIMITS.localityMax}
            value={values.locality}
            onChange={(e) => set({ locality: e.target.value })}
          />
        )}
      </FieldShell>
    </>
  );
}
