import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Outlet, useLocation } from 'react-router';
import { lazyPart } from '../../lib/lazy';
import { Navbar } from './Navbar';
import { PageLoading } from '../../components/ui/PageLoading';
import { QuietBoundary } from './QuietBoundary';
import { SessionEnd } from './SessionEnd';
import styles from './Layout.module.css';

// The footer is below the fold on every page: it loads next to the page, not before it.
const Footer = lazyPart(() => import('./Footer'));

/** A new page starts at the top; filter changes (same path, new query) keep the scroll position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <QuietBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </QuietBoundary>
      <ScrollToTop />
      <SessionEnd />
    </>
  );
}
