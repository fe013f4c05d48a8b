import { useId, type ComponentType } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { BlockedPeople } from '../../blocks/components/BlockedPeople';
import { PhoneSettings } from '../../phones/components/PhoneSettings';
import '../i18n';
import styles from './SettingsPage.module.css';

/**
 * The sections of Settings, in order. A new setting is one more entry: a component that renders
 * its own heading (with the id it is given) and its controls.
 */
const SECTIONS: { key: string; Section: ComponentType<{ headingId: string }> }[] = [
  { key: 'phone', Section: PhoneSettings },
  { key: 'blocked', Section: BlockedPeople },
];

/** /account/settings (signed-in only): the account's settings, one card per section. */
export default function SettingsPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('settings.title'));
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>{t('settings.title')}</h1>
        <p>{t('settings.intro')}</p>
      </div>
      {SECTIONS.map(({ key, Section }) => (
        <SettingsCard key={key} Section={Section} />
      ))}
    </div>
  );
}

function SettingsCard({ Section }: { Section: ComponentType<{ headingId: string }> }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Section headingId={headingId} />
    </section>
  );
}
