import { categoriesOfGroup, GROUPS } from '@bazaar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { ChevronDown } from '../../../components/ui/icons';
import { useLabel } from '../../../i18n/lang';
import styles from './CategoryBar.module.css';

/** A disclosure listing every group and its categories, straight from the shared catalog. */
export function AllCategoriesMenu() {
  const { t } = useTranslation();
  const label = useLabel();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('home.allCategories')}
        <ChevronDown size={20} className={open ? styles.flip : undefined} />
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          {GROUPS.map((g) => (
            <div key={g.slug} className={styles.group}>
              <p className={styles.groupTitle}>{label(g.label)}</p>
              <ul>
                {categoriesOfGroup(g.slug).map((c) => (
                  <li key={c.slug}>
                    <Link to={`/products/${c.slug}`} onClick={() => setOpen(false)}>
                      {label(c.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
