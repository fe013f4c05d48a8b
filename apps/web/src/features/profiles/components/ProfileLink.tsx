import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styles from './Person.module.css';

export const profilePath = (id: number) => `/profile/${id}`;

/** A person's name (or words naming them) leading to their public profile, /profile/:id. */
export function ProfileLink({
  id,
  className,
  ...rest
}: { id: number } & Omit<ComponentProps<typeof Link>, 'to' | 'id'>) {
  return <Link {...rest} to={profilePath(id)} className={className ?? styles.profileName} />;
}
