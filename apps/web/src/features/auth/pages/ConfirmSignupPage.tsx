import { ConfirmSignupBody, NAME_REFUSALS } from '@bazaar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { useConfirmSignup } from '../api/useAccountMutations';
import { Field } from '../components/Field';
import { PasswordStrength } from '../components/PasswordStrength';
import { requestErrorMessage, validate, type FieldErrors } from '../forms';
import { isApiError, type ApiError } from '../../../lib/http';
import styles from './Auth.module.css';
import { safeNext } from './safeNext';
import '../i18n';

/** The link is fine, the name is not: the person picks another here, no need to sign up again. */
const isNameRefusal = (error: unknown): error is ApiError =>
  isApiError(error, 400) && error.code in NAME_REFUSALS;

/**
 * /signup/confirm?token=… from the e-mail. Opening the page changes nothing (mail scanners open
 * links too); choosing the password and pressing the button does. The password is asked here, by
 * the person reading the address's mail, never at sign-up.
 */
export default function ConfirmSignupPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('confirm.title'));
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const confirm = useConfirmSignup();
  const token = params.get('token') ?? '';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function finish(e: FormEvent) {
    e.preventDefault();
    // The page always asks the name: whoever typed this address at sign-up also typed a name.
    const checked = validate(ConfirmSignupBody, { token, name, password }, t);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    confirm.mutate(checked.data, {
      onSuccess: (me) => {
        toast.show(t('confirm.welcome', { name: me.name }), 'success');
        navigate(safeNext(params.get('next')), { replace: true });
      },
      onError: (error) => {
        // A refused name is said under the name box; the password typed stays.
        if (isNameRefusal(error)) setErrors({ name: t(`errors.${error.code}`) });
        else toast.show(requestErrorMessage(error, t, 'confirm.invalid'), 'error');
      },
    });
  }

  return (
    <div className={`container ${styles.page}`}>
      <form method="post" className={styles.card} onSubmit={finish} noValidate>
        <h1 className={styles.title}>{t('confirm.title')}</h1>
        {token ? (
          <>
            <p className={styles.done}>{t('confirm.text')}</p>
            <Field
              label={t('confirm.name')}
              name="name"
              autoComplete="name"
              required
              value={name}
              error={errors.name}
              onChange={(e) => setName(e.target.value)}
            />
            <Field
              label={t('confirm.password')}
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
            <button type="submit" className={`btn ${styles.submit}`} disabled={confirm.isPending}>
              {confirm.isPending ? t('common.loading') : t('confirm.submit')}
            </button>
          </>
        ) : (
          <p className={styles.done}>{t('confirm.invalid')}</p>
        )}
        {confirm.isError && !isNameRefusal(confirm.error) && (
          <p className={styles.links}>
            <Link to="/signup">{t('confirm.again')}</Link>
            <Link to="/login">{t('signup.login')}</Link>
          </p>
        )}
      </form>
    </div>
  );
}
