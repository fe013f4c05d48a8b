import { categoryNamesOfGroup, QUICK_LINK_CATEGORIES, type CategoryName } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useLabel } from '../../../i18n/lang';
import styles from '../../../components/ui/FilterSidebar.module.css';
import '../filters-i18n';

/**
 * "All Categories" plus the categories next to the current one (its group). On the all-ads page,
 * the main categories. The search and the chosen region carry over; brand choices do not (they differ
 * per category).
 */
export function CategoryLinks({ current }: { current: CategoryName | undefined }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [params] = useSearchParams();
  const keep = new URLSearchParams();
  for (const key of ['q', 'state', 'city']) {
    const v = params.get(key);
    // An empty ?state= is all of India chosen over the remembered region: it carries over too.
    if (v !== null && (v || key === 'state')) keep.set(key, v);
  }
  const search = keep.toString() ? `?${keep}` : '';
  const siblings = current ? categoryNamesOfGroup(current.group) : QUICK_LINK_CATEGORIES;

  return (
    <ul className={styles.links}>
      <li>
        <Link to={`/product${search}`} aria-current={!current ? 'page' : undefined}>
          {t('filters.allCategories')}
        </Link>
      </li>
      {siblings.map((c) => (
        <li key={c.slug} className={styles.nested}>
          <Link
            to={`/products/${c.slug}${search}`}
            aria-current={c.slug === current?.slug ? 'page' : undefined}
          >
            {label(c.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
