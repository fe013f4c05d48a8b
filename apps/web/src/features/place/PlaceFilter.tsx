import { NEAR_RADII_KM } from '@bazaar/shared';
import { Suspense, useState } from 'react';
import { useLang } from '../../i18n/lang';
import { useTranslation } from '../../i18n/useTranslation';
import { formatKmIn } from '../../lib/format';
import { LazyNearLabel, LazyPlacePicker } from './lazy-picker';
import styles from './Place.module.css';
import './controls-i18n';

interface Props {
  near: string | null;
  km: number | null;
  onNear: (near: string | null) => void;
  onKm: (km: number | null) => void;
}

/** NEAR: a place (the picker loads when opened) and, once there is one, how far from it. */
export function PlaceFilter({ near, km, onNear, onKm }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);

  return (
    <section className={styles.block} aria-labelledby="filter-near">
      <h2 id="filter-near" className={styles.heading}>
        {t('placeControls.heading')}
      </h2>
      {near && (
        <p className={styles.place}>
          <Suspense fallback={near}>
            <LazyNearLabel near={near} km={null} />
          </Suspense>
        </p>
      )}
      <button
        type="button"
        className={styles.option}
        aria-expanded={open}
        aria-controls="place-picker"
        onClick={() => setOpen((o) => !o)}
      >
        {near ? t('placeControls.change') : t('placeControls.choose')}
      </button>
      <div id="place-picker">
        {open && (
          <Suspense fallback={<p className={styles.hint}>{t('placeControls.loading')}</p>}>
            <LazyPlacePicker near={near} onChange={onNear} />
          </Suspense>
        )}
      </div>
      {near && (
        <>
          <label className={styles.label} htmlFor="filter-radius">
            {t('placeControls.distance')}
          </label>
          <select
            id="filter-radius"
            className={styles.input}
            value={km ?? ''}
            onChange={(e) => onKm(Number(e.target.value) || null)}
          >
            <option value="">{t('placeControls.anyDistance')}</option>
            {NEAR_RADII_KM.map((r) => (
              <option key={r} value={r}>
                {t('placeControls.withinOption', { distance: formatKmIn(r, lang) })}
              </option>
            ))}
          </select>
        </>
      )}
    </section>
  );
}
