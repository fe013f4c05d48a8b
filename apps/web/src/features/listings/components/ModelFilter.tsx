import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { SearchIcon } from '../../../components/ui/icons';
import styles from '../../../components/ui/FilterSidebar.module.css';
import '../filters-i18n';

/** The brand-model box: filters by the start of the model (or "brand model"), on Enter or leaving it. */
export function ModelFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  const commit = () => {
    const v = text.trim() || null;
    if (v !== value) onChange(v);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit();
  };

  return (
    <form className={styles.block} onSubmit={submit} role="search" aria-label={t('filters.brandModel')}>
      <label className={styles.heading} htmlFor="filter-model">
        {t('filters.brandModel')}
      </label>
      <div className={styles.inline}>
        <input
          id="filter-model"
          type="search"
          className={styles.input}
          placeholder={t('filters.brandModelPlaceholder')}
          value={text}
          maxLength={70}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
        />
        <button type="submit" className={styles.iconButton} aria-label={t('filters.apply')}>
          <SearchIcon size={18} />
        </button>
      </div>
    </form>
  );
}
