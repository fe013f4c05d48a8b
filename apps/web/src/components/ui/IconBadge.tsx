import type { ReactNode } from 'react';
import styles from './IconBadge.module.css';

/** "99+" keeps the badge small; the exact number is in the accessible label. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The red count; `inline` sits in the text flow (inbox rows) instead of on an icon's corner. */
export function CountBadge({ count, inline = false }: { count: number; inline?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={`${styles.count} ${inline ? styles.inline : ''}`} aria-hidden="true" data-testid="badge">
      {badgeText(count)}
    </span>
  );
}

export const iconButtonClass = styles.button;

/**
 * An icon with its count. The name is text inside the control, not an aria-label: a label such as
 * "Notifications (3 unread)" beside a visible "3" reads to checkers as a name that hides its text.
 */
export function IconBadge({ icon, count, name }: { icon: ReactNode; count: number; name: string }) {
  return (
    <>
      {icon}
      <span className={styles.name}>{name}</span>
      <CountBadge count={count} />
    </>
  );
}
