import { ResetBody } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { useReset } from '../api/useAccountMutations';
import { Field } from '../components/Field';
import { PasswordStrength } from '../components/PasswordStrength';
import { requestErrorMessage, validate, type FieldErrors } from '../forms';
import styles from './Auth.module.css';
import { safeNext } from './safeNext';
import '../i18n';

/** /reset?token=… from the e-mail: a new password, then log in with it. */
export default function ResetPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('reset.title'));
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useReset();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(ResetBody, { token, password }, t);
    setErrors(checked.errors ?? {});
    if (checked.errors?.token) toast.show(t('reset.invalid'), 'error');
    if (!checked.data) return;
    reset.mutate(checked.data, {
      onSuccess: () => {
        toast.show(t('reset.done'), 'success');
        const next = safeNext(params.get('next'));
        navigate(next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`, { replace: true });
      },
      onError: (error) => toast.show(requestErrorMessage(error, t, 'reset.invalid'), 'error'),
    });
  }

  return (
    <div className={`container ${styles.page}`}>
      <form method="post" className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{t('reset.title')}</h1>
        <p className={styles.done}>{t('reset.text')}</p>
        <Field
          label={t('reset.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        >
          <PasswordStrength password={password} />
        </Field>
        <button type="submit" className={`btn ${styles.submit}`} disabled={reset.isPending}>
          {reset.isPending ? t('common.loading') : t('reset.submit')}
        </button>
        <p className={styles.links}>
          <Link to="/forgot">{t('reset.again')}</Link>
        </p>
      </form>
    </div>
  );
}
