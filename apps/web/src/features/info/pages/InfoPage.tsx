import { categoriesOfGroup, type InfoPage as Page } from '@bazaar/shared';
import { use } from 'react';
import { Link } from 'react-router';
import { useLang } from '../../../i18n/lang';
import { useDocumentMeta } from '../../../routing/useDocumentMeta';
import { contactEmail } from '../components/contactEmail';
import { SitemapLinks } from '../components/SitemapLinks';
import { infoStrings } from '../content/load';
import type { InfoStrings } from '../content/types';
import styles from './InfoPage.module.css';

const WITH_CONTACT: readonly Page[] = ['contact', 'careers', 'jobs', 'privacy'];

function Contact({ strings }: { strings: InfoStrings }) {
  const email = contactEmail();
  return (
    <section className={styles.contact}>
      <h2>{strings.contact.heading}</h2>
      {email ? (
        <p>
          {strings.contact.write} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : (
        <p>{strings.contact.none}</p>
      )}
    </section>
  );
}

function JobCategories({ strings }: { strings: InfoStrings }) {
  const lang = useLang();
  return (
    <section>
      <h2>{strings.jobCategories}</h2>
      <ul>
        {categoriesOfGroup('jobs').map((c) => (
          <li key={c.slug}>
            <Link to={`/products/${c.slug}`}>{c.label[lang]}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** About us and Help pages of the footer; their text is a chunk per language, loaded on demand. */
export default function InfoPage({ page }: { page: Page }) {
  const lang = useLang();
  const strings = use(infoStrings(lang));
  const content = strings.pages[page];
  useDocumentMeta(content.title, content.lead);

  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>{content.title}</h1>
      <p className={styles.lead}>{content.lead}</p>
      {content.sections.map((s, i) => (
        <section key={i}>
          {s.heading && <h2>{s.heading}</h2>}
          {s.text?.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {page === 'jobs' && <JobCategories strings={strings} />}
      {page === 'sitemap' && <SitemapLinks strings={strings} />}
      {WITH_CONTACT.includes(page) && <Contact strings={strings} />}
      {(page === 'legal' || page === 'privacy') && <p className={styles.updated}>{strings.updated}</p>}
    </article>
  );
}
