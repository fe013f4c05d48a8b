import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from '../../../components/ui/FilterSidebar.module.css';
import '../filters-i18n';

interface Props {
  title: string;
  min?: number;
  max?: number;
  /** Bounds the inputs accept (a year's first and last, ₹0 …). */
  lowest: number;
  highest: number;
  onApply: (min: number | null, max: number | null) => void;
}

const parse = (s: string) => (s.trim() === '' ? null : Number(s));

/** Two number boxes and an Apply button: the list reloads once per range, not once per digit. */
export function RangeFilter({ title, min, max, lowest, highest, onApply }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(min?.toString() ?? '');
  const [to, setTo] = useState(max?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  // Back/forward or "clear all" change the URL under us.
  useEffect(() => setFrom(min?.toString() ?? ''), [min]);
  useEffect(() => setTo(max?.toString() ?? ''), [max]);

  function apply(e: FormEvent) {
    e.preventDefault();
    const a = parse(from);
    const b = parse(to);
    const bad = (n: number | null) => n !== null && (!Number.isInteger(n) || n < lowest || n > highest);
    if (bad(a) || bad(b)) return setError(t('filters.rangeBounds', { min: lowest, max: highest }));
    if (a !== null && b !== null && a > b) return setError(t('filters.rangeOrder'));
    setError(null);
    onApply(a, b);
  }

  return (
    <form className={styles.block} onSubmit={apply} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.range}>
        <label className={styles.rangeField}>
          <span className="visually-hidden">
            {title}: {t('filters.min')}
          </span>
          <input
            type="number"
            inputMode="numeric"
            className={styles.input}
            placeholder={t('filters.min')}
            value={from}
            min={lowest}
            max={highest}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label className={styles.rangeField}>
          <span className="visually-hidden">
            {title}: {t('filters.max')}
          </span>
          <input
            type="number"
            inputMode="numeric"
            className={styles.input}
            placeholder={t('filters.max')}
            value={to}
            min={lowest}
            max={highest}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className={`btn btn-outline ${styles.apply}`}>
          {t('filters.apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
