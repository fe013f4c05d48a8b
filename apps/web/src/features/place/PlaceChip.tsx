import { Suspense } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/useTranslation';
import { LazyNearLabel } from './lazy-picker';
import styles from './Place.module.css';
import './controls-i18n';

/** The chosen place and radius above the results; pressing it removes them. */
export function PlaceChip({ near, km, onRemove }: { near: string; km: number | null; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.placeChip} onClick={onRemove}>
      <span className="visually-hidden">{t('placeControls.remove')}</span>
      <Suspense fallback={near}>
        <LazyNearLabel near={near} km={km} />
      </Suspense>
      <CloseIcon size={16} />
    </button>
  );
}
