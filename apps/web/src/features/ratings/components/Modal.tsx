import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Ratings.module.css';

/** A modal <dialog>: focus stays inside, Escape closes it, and focus returns where it was. */
export function Modal({
  labelledBy,
  onClose,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={labelledBy} onClose={onClose}>
      {children}
    </dialog>
  );
}
