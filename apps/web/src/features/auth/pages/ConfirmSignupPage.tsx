import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../lib/useDocumentMeta';
import { useNavigate, useSearchParams } from '../../../app/routing';
import { Link } from '../../../app/Link';
import { useToast } from '../../../components/ui/Toast';
import { useConfirmSignup } from '../api/useAccountMutations';
import { requestErrorMessage } from '../forms';
import styles from './Auth.module.css';
import '../i18n';

/**
 * /signup/confirm?token=… from the e-mail. Opening the page changes nothing (mail scanners open
 * links too); the button does.
 */
export default function ConfirmSignupPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('confirm.title'));
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const confirm = useConfirmSignup();
  const token = params.get('token') ?? '';

  function finish() {
    confirm.mutate(token, {
      onSuccess: (me) => {
        toast.show(t('confirm.welcome', { name: me.name }), 'success');
        navigate('/', { replace: true });
      },
      onError: (error) => toast.show(requestErrorMessage(error, t, 'confirm.invalid'), 'error'),
    });
  }

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('confirm.title')}</h1>
        {token ? (
          <>
            <p className={styles.done}>{t('confirm.text')}</p>
            <button
              type="button"
              className={`btn ${styles.submit}`}
              onClick={finish}
              disabled={confirm.isPending}
            >
              {confirm.isPending ? t('common.loading') : t('confirm.submit')}
            </button>
          </>
        ) : (
          <p className={styles.done}>{t('confirm.invalid')}</p>
        )}
        {confirm.isError && (
          <p className={styles.links}>
            <Link to="/signup">{t('confirm.again')}</Link>
            <Link to="/login">{t('signup.login')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
