import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from '../pages/Auth.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Shown under the input (a hint, a strength meter). */
  children?: ReactNode;
}

/** A labelled input with its own error message beside it, announced to screen readers. */
export function Field({ label, error, children, ...input }: FieldProps) {
  const errorId = useId();
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {children}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
