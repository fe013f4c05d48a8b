import { CATEGORIES, CITIES, GROUPS, INFO_PAGES } from '@bazaar/shared';
import { Link } from 'react-router';
import { useLang } from '../../../i18n/lang';
import type { InfoStrings } from '../content/types';
import styles from '../pages/InfoPage.module.css';

/** The HTML sitemap: own pages, every category by group, and every city's ads. */
export function SitemapLinks({ strings }: { strings: InfoStrings }) {
  const lang = useLang();
  return (
    <>
      <section>
        <h2>{strings.sitemap.pages}</h2>
        <ul className={styles.columns}>
          {INFO_PAGES.map((p) => (
            <li key={p}>
              <Link to={`/${p}`}>{strings.pages[p].title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{strings.sitemap.categories}</h2>
        <div className={styles.groups}>
          {GROUPS.map((g) => (
            <div key={g.slug}>
              <h3>{g.label[lang]}</h3>
              <ul>
                {CATEGORIES.filter((c) => c.group === g.slug).map((c) => (
                  <li key={c.slug}>
                    <Link to={`/products/${c.slug}`}>{c.label[lang]}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>{strings.sitemap.cities}</h2>
        <ul className={styles.columns}>
          {[...CITIES]
            .sort((a, b) =>
              a[lang === 'hi' ? 'hi' : 'name'].localeCompare(b[lang === 'hi' ? 'hi' : 'name'], lang),
            )
            .map((c) => (
              <li key={c.slug}>
                <Link to={`/product?city=${c.slug}`}>{lang === 'hi' ? c.hi : c.name}</Link>
              </li>
            ))}
        </ul>
      </section>
    </>
  );
}
