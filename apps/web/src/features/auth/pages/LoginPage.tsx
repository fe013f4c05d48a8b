import { LoginBody } from '@bazaar/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { isApiError } from '../../../lib/http';
import { useAuthOptions } from '../api/useAuthOptions';
import { useLogin } from '../api/useLogin';
import { Field } from '../components/Field';
import { GoogleButton } from '../components/GoogleButton';
import { LegalConsent } from '../components/LegalConsent';
import { requestErrorMessage, validate, type FieldErrors } from '../forms';
import { safeNext } from './safeNext';
import styles from './Auth.module.css';
import '../i18n';

const AD_PATH = /^\/products\/[^/?#]+\/\d+(?:[?#]|$)/;

export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('login.title'));
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const next = safeNext(params.get('next'));
  const googleFailed = params.get('error') === 'google';
  const suspended = params.get('error') === 'suspended';
  // Sent here from an ad page the server keeps for signed-in people, or from a button (heart, offer,
  // chat) that needs a sign-in: the notice says which.
  const openAdPages = useAuthOptions().data?.openAdPages === true;
  const notice = !params.get('next')
    ? null
    : AD_PATH.test(next) && !openAdPages
      ? t('login.needed')
      : t('login.neededBack');

  useEffect(() => {
    if (googleFailed) toast.show(t('login.googleFailed'), 'error');
    if (suspended) toast.show(t('login.suspended'), 'error');
  }, [googleFailed, suspended, toast, t]);

  function submit(e: FormEvent) {
    e.preventDefault();
    // SPEC §5: with an empty field nothing is sent; each field says what it needs.
    const checked = validate(LoginBody, { email, password, remember }, t);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    login.mutate(checked.data, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => {
        if (isApiError(error, 401)) {
          // SPEC §8: "Wrong Credential"; the e-mail stays, the password is typed again.
          toast.show(t('login.wrongCredential'), 'error');
          setPassword('');
        } else if (isApiError(error, 403) && error.code === 'account_suspended') {
          toast.show(t('login.suspended'), 'error');
        } else toast.show(requestErrorMessage(error, t), 'error');
      },
    });
  }

  const withNext = (path: string) => (next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`);

  return (
    <div className={`container ${styles.page}`}>
      <form method="post" className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{t('login.title')}</h1>
        {notice && <p className={styles.notice}>{notice}</p>}
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
        <Field
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={styles.row}>
          <label className={styles.remember}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('login.remember')}
          </label>
          <Link to={withNext('/forgot')} className={styles.links}>
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" className={`btn ${styles.submit}`} disabled={login.isPending}>
          {login.isPending ? t('common.loading') : t('login.submit')}
        </button>
        <div className={styles.divider}>{t('login.or')}</div>
        <GoogleButton next={next} />
        <p className={styles.links}>
          <span>{t('login.noAccount')}</span>
          <Link to={withNext('/signup')}>{t('login.createAccount')}</Link>
        </p>
        <p className={styles.legal}>{t('login.safe')}</p>
        <LegalConsent className={styles.legal} />
      </form>
    </div>
  );
}
