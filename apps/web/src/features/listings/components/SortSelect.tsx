import { useTranslation } from '../../../i18n/useTranslation';
import type { SortBy } from '../hooks/filters';
import styles from './SortSelect.module.css';
import '../results-i18n';
import '../filters-i18n';

const CHOSEN: readonly string[] = ['asc', 'desc', 'newest', 'relevance', 'nearest'];

/**
 * Newest first by default (most relevant first for a search); the two price orders of the
 * original product ('asc' / 'desc'); nearest first once a place is chosen (`near`).
 */
export function SortSelect({
  value,
  searching,
  near,
  onChange,
}: {
  value: SortBy;
  searching: boolean;
  near: boolean;
  onChange: (v: SortBy) => void;
}) {
  const { t } = useTranslation();
  // The default order needs no URL parameter: '' stands for it.
  const defaultSort = searching ? 'relevance' : 'newest';
  const shown = value === defaultSort ? '' : (value ?? '');
  return (
    <label className={styles.wrap}>
      <span className={styles.label}>{t('listings.sortBy')}</span>
      <select
        className={styles.select}
        value={shown}
        onChange={(e) => {
          const v = e.target.value;
          onChange(CHOSEN.includes(v) ? (v as SortBy) : null);
        }}
      >
        <option value="">{searching ? t('listings.sortRelevance') : t('listings.sortNewest')}</option>
        {searching && <option value="newest">{t('listings.sortNewest')}</option>}
        {near && <option value="nearest">{t('filters.sortNearest')}</option>}
        <option value="desc">{t('listings.sortHighToLow')}</option>
        <option value="asc">{t('listings.sortLowToHigh')}</option>
      </select>
    </label>
  );
}
