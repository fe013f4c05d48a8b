import { useTranslation } from '../../../i18n/useTranslation';
import type { SortBy } from '../hooks/filters';
import styles from './SortSelect.module.css';
import '../results-i18n';

/**
 * Newest first by default (most relevant first for a search); the two price orders of the
 * original product ('asc' / 'desc').
 */
export function SortSelect({
  value,
  searching,
  onChange,
}: {
  value: SortBy;
  searching: boolean;
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
          onChange(v === 'asc' || v === 'desc' || v === 'newest' || v === 'relevance' ? v : null);
        }}
      >
        <option value="">{searching ? t('listings.sortRelevance') : t('listings.sortNewest')}</option>
        {searching && <option value="newest">{t('listings.sortNewest')}</option>}
        <option value="desc">{t('listings.sortHighToLow')}</option>
        <option value="asc">{t('listings.sortLowToHigh')}</option>
      </select>
    </label>
  );
}
