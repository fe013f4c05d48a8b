import type { ReactNode } from 'react';
import styles from './Person.module.css';

export const profilePath = (id: number) => `/profile/${id}`;

/**
 * Where a person's name will lead to their public profile. The profile page waits for the web
 * app's move to React Router's route modules (it is registered there, not on today's router), so
 * until then the name is shown as text: a link that answers 404 would be worse than none.
 */
export function ProfileLink({
  children,
  className,
}: {
  id: number;
  children: ReactNode;
  className?: string;
}) {
  return <span className={className ?? styles.profileName}>{children}</span>;
}
