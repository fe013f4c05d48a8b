import '../i18n';
import { categoriesOfGroup, GROUPS } from '@bazaar/shared';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { ChevronRight } from '../../../components/ui/icons';
import { useLabel } from '../../../i18n/lang';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import styles from './Posting.module.css';

/** /adddata: POST YOUR AD → CHOOSE A CATEGORY, every group and category of the shared catalog. */
export default function ChooseCategoryPage() {
  const { t } = useTranslation();
  useDocumentMeta(t('post.title'));
  const label = useLabel();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('post.title')}</h1>
      <div className={styles.card}>
        <h2 className={styles.heading}>{t('post.chooseCategory')}</h2>
        {GROUPS.map((g, i) => (
          <details key={g.slug} className={styles.group} open={i === 0}>
            <summary>{label(g.label)}</summary>
            <ul>
              {categoriesOfGroup(g.slug).map((c) => (
                <li key={c.slug}>
                  <Link to={c.postRoute ?? `/post/${c.slug}`}>
                    {label(c.label)}
                    <ChevronRight size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </div>
  );
}
