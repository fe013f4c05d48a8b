import styles from './Skeleton.module.css';

/** A grey pulsing block the size of the content that is loading, so the layout does not jump. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`${styles.block} ${className}`} aria-hidden="true" />;
}

export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.photo} />
      <div className={styles.body}>
        <Skeleton className={styles.price} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.short} />
      </div>
    </div>
  );
}
