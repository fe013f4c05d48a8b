import { categoryNamesOfGroup, GROUPS } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { ChevronDown } from '../../../components/ui/icons';
import { useLabel } from '../../../i18n/lang';
import { useDropdown } from '../../../lib/useDropdown';
import styles from './CategoryBar.module.css';

/** A disclosure listing every group and its categories, straight from the shared catalog. */
export function AllCategoriesMenu() {
  const { t } = useTranslation();
  const label = useLabel();
  const { open, close, rootProps, buttonProps, panelProps } = useDropdown();

  return (
    <div className={styles.menu} {...rootProps}>
      <button type="button" className={styles.menuButton} {...buttonProps}>
        {t('home.allCategories')}
        <ChevronDown size={20} className={open ? styles.flip : undefined} />
      </button>
      {open && (
        <div className={styles.panel} {...panelProps}>
          {GROUPS.map((g) => (
            <div key={g.slug} className={styles.group}>
              <p className={styles.groupTitle}>{label(g.label)}</p>
              <ul>
                {categoryNamesOfGroup(g.slug).map((c) => (
                  <li key={c.slug}>
                    <Link to={`/products/${c.slug}`} onClick={close}>
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
