import '../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { RenewButton } from './RenewButton';
import styles from './Renewal.module.css';

/** On the seller's own ended ad: buyers no longer see it, and Renew brings it back. */
export function OwnAdEnded({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} data-testid="own-ad-ended">
      <div>
        <h2>{t('renewal.ownEnded.title')}</h2>
        <p>{t('renewal.ownEnded.body')}</p>
      </div>
      <RenewButton id={id} />
    </section>
  );
}
