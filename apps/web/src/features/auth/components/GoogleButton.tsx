import { useTranslation } from '../../../i18n/useTranslation';
import { useToast } from '../../../components/ui/Toast';
import { useAuthOptions } from '../api/useAuthOptions';
import styles from '../pages/Auth.module.css';
import '../i18n';

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
    />
    <path
      fill="#FBBC05"
      d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.5 2.2-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

/**
 * Google sign-in is a full-page trip to Google and back (OpenID Connect). A server without it
 * configured keeps the button, which then says so instead of doing nothing.
 */
export function GoogleButton({ next }: { next: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const options = useAuthOptions();
  if (options.data?.google) {
    return (
      <a className={styles.google} href={`/api/auth/google?next=${encodeURIComponent(next)}`}>
        <GoogleMark />
        {t('login.google')}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={styles.google}
      aria-disabled="true"
      onClick={() => toast.show(t('login.googleUnavailable'), 'info')}
    >
      <GoogleMark />
      {t('login.google')}
    </button>
  );
}
