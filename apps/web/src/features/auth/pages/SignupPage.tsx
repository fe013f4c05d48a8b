import { SignupBody } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { Link } from 'react-router';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { useSignup } from '../api/useAccountMutations';
import { Field } from '../components/Field';
import { GoogleButton } from '../components/GoogleButton';
import { LegalConsent } from '../components/LegalConsent';
import { requestErrorMessage, validate, type FieldErrors } from '../forms';
import styles from './Auth.module.css';
import { safeNext } from './safeNext';
import '../i18n';

/**
 * Sign-up e-mails a link; the account exists once it is opened, and its password is chosen there
 * (so nobody can set the password of an address they cannot read). The page then reads the same
 * for an address that already has an account, so it cannot be used to find out who uses Bazaar.
 */
export default function SignupPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('signup.title'));
  const toast = useToast();
  const signup = useSignup();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(SignupBody, next === '/' ? values : { ...values, next }, t);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    signup.mutate(checked.data, {
      onSuccess: () => setSentTo(checked.data.email),
      onError: (error) => toast.show(requestErrorMessage(error, t), 'error'),
    });
  }

  if (sentTo) {
    return (
      <div className={`container ${styles.page}`}>
        <section className={styles.card} aria-live="polite">
          <h1 className={styles.title}>{t('signup.sentTitle')}</h1>
          <p className={styles.done}>{t('signup.sentText', { email: sentTo })}</p>
          <p className={styles.links}>
            <Link to="/login">{t('signup.haveAccount')}</Link>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <form method="post" className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{t('signup.title')}</h1>
        <Field
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <Field
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <button type="submit" className={`btn ${styles.submit}`} disabled={signup.isPending}>
          {signup.isPending ? t('common.loading') : t('signup.submit')}
        </button>
        <div className={styles.divider}>{t('login.or')}</div>
        <GoogleButton next={next} />
        <p className={styles.links}>
          <span>{t('signup.haveAccountQuestion')}</span>
          <Link to="/login">{t('signup.login')}</Link>
        </p>
        <LegalConsent className={styles.legal} />
      </form>
    </div>
  );
}
