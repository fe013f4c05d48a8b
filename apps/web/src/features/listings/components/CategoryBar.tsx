import { QUICK_LINK_CATEGORIES, type CategoryName } from '@bazaar/shared';
import { Link } from 'react-router';
import { useLabel } from '../../../i18n/lang';
import { AllCategoriesMenu } from './AllCategoriesMenu';
import styles from './CategoryBar.module.css';

/** The original product's URLs (/products/motorcyles …) are kept: they are aliases of the real slugs. */
const quickPath = (c: CategoryName) => `/products/${c.aliases?.[0] ?? c.slug}`;

/** The home banner's menu bar: ALL CATEGORIES plus the five quick links of SPEC §2. */
export function CategoryBar() {
  const label = useLabel();
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <AllCategoriesMenu />
        <ul className={styles.quick}>
          {QUICK_LINK_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={quickPath(c)}>{label(c.label)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
