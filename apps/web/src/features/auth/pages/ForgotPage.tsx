import { ForgotBody } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { Link } from 'react-router';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { useForgot } from '../api/useAccountMutations';
import { Field } from '../components/Field';
import { requestErrorMessage, validate, type FieldErrors } from '../forms';
import styles from './Auth.module.css';
import { safeNext } from './safeNext';
import '../i18n';

/** /forgot: asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('forgot.title'));
  const toast = useToast();
  const forgot = useForgot();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(ForgotBody, next === '/' ? { email } : { email, next }, t);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    forgot.mutate(checked.data, {
      onSuccess: () => setSentTo(checked.data.email),
      onError: (error) => toast.show(requestErrorMessage(error, t), 'error'),
    });
  }

  return (
    <div className={`container ${styles.page}`}>
      {sentTo ? (
        <section className={styles.card} aria-live="polite">
          <h1 className={styles.title}>{t('forgot.sentTitle')}</h1>
          <p className={styles.done}>{t('forgot.sentText', { email: sentTo })}</p>
          <p className={styles.links}>
            <Link to="/login">{t('forgot.back')}</Link>
          </p>
        </section>
      ) : (
        <form method="post" className={styles.card} onSubmit={submit} noValidate>
          <h1 className={styles.title}>{t('forgot.title')}</h1>
          <p className={styles.done}>{t('forgot.text')}</p>
          <Field
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className={`btn ${styles.submit}`} disabled={forgot.isPending}>
            {forgot.isPending ? t('common.loading') : t('forgot.submit')}
          </button>
          <p className={styles.links}>
            <Link to="/login">{t('forgot.back')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}
