import { useTranslation } from '../../../i18n/useTranslation';
import { useQueue } from '../api/useConsole';
import { Loaded } from '../components/Loading';
import { PeopleReports } from '../components/PeopleReports';
import { QueueCard } from '../components/QueueCard';
import styles from '../components/Console.module.css';

/** Reported, held and appealed ads, one card per ad (most-reported first, then oldest); then people. */
export function QueuePage() {
  const { t } = useTranslation();
  const queue = useQueue();
  return (
    <>
      <h2 className={styles.subhead}>{t('admin.queue.heading')}</h2>
      <Loaded query={queue}>
        {(q) =>
          q.items.length === 0 ? (
            <p className={styles.panel}>{t('admin.queue.empty')}</p>
          ) : (
            <div className={styles.queue}>
              {q.items.map((item) => (
                <QueueCard key={item.listing.id} item={item} />
              ))}
            </div>
          )
        }
      </Loaded>
      <PeopleReports />
    </>
  );
}
