import { LIMITS, optionLabel, type AttributeDef } from '@bazaar/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLabel, useLang } from '../../../i18n/lang';
import styles from './PostForm.module.css';

/** A labelled box with its required mark and its own error beside it. */
export function FieldShell({
  label,
  required,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: !!error })}
      {hint && <span className={styles.hint}>{hint}</span>}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** One attribute of the category, drawn from its catalog definition (enum → select, int → number). */
export function AttributeField({
  def,
  value,
  error,
  onChange,
}: {
  def: AttributeDef;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const lang = useLang();
  const unit = def.type === 'int' && def.unit ? ` (${label(def.unit)})` : '';
  return (
    <FieldShell label={label(def.label) + unit} required={def.required} error={error}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name: def.key,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': def.required || undefined,
        };
        if (def.type === 'enum')
          return (
            <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
              <option value="">{t('post.choose')}</option>
              {def.options.map((o) => (
                <option key={o} value={o}>
                  {optionLabel(o, lang)}
                </option>
              ))}
            </select>
          );
        if (def.type === 'int')
          return (
            <input
              {...common}
              // The year is a text box of at most 70 characters (SPEC §5); the number is checked.
              type="text"
              inputMode="numeric"
              maxLength={def.key === 'year' ? LIMITS.yearTextMax : 12}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          );
        return (
          <input
            {...common}
            type="text"
            maxLength={def.maxLength}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </FieldShell>
  );
}
