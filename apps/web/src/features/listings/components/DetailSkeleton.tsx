import { Skeleton } from '../../../components/ui/Skeleton';
import styles from './ListingDetail.module.css';

export function DetailSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <Skeleton className={styles.skCrumbs} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton className={styles.skPhoto} />
          <Skeleton className={styles.skBlock} />
        </div>
        <div className={styles.side}>
          <Skeleton className={styles.skBlock} />
          <Skeleton className={styles.skSmall} />
        </div>
      </div>
    </div>
  );
}
