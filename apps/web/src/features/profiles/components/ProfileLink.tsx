import type { ReactNode } from 'react';
import { Link } from '../../../app/Link';
import styles from './Person.module.css';

export const profilePath = (id: number) => `/profile/${id}`;

/** A link to a person's public profile, with the app's in-app Link. */
export function ProfileLink({
  id,
  children,
  className,
}: {
  id: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={profilePath(id)} className={className ?? styles.profileLink}>
      {children}
    </Link>
  );
}
