import type { Role } from '@bazaar/shared';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Link } from 'react-router';
import { NotFound } from '../../components/ui/NotFound';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentMeta } from '../../routing/useDocumentMeta';
import styles from './components/Console.module.css';
import './i18n';
import { AuditLogPage } from './pages/AuditLogPage';
import { OperatorsPage } from './pages/OperatorsPage';
import { OverviewPage } from './pages/OverviewPage';
import { QueuePage } from './pages/QueuePage';

/** A console tab, marked as the current page on its own path (and below it, unless `end`). */
function Tab({ to, end = false, children }: { to: string; end?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const active = path === to || (!end && path.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

/** /admin: the moderation console (loaded only for staff, see app/StaffOnly). */
export default function AdminApp({ role }: { role: Role }) {
  const { t } = useTranslation();
  useDocumentMeta(t('admin.title'));
  return (
    <div className={`container ${styles.page}`} data-testid="console">
      <header className={styles.head}>
        <h1>{t('admin.title')}</h1>
        <span className={styles.role}>{t(`admin.roles.${role}`)}</span>
      </header>
      <nav className={styles.tabs} aria-label={t('admin.title')}>
        <Tab to="/admin" end>
          {t('admin.nav.overview')}
        </Tab>
        <Tab to="/admin/queue">{t('admin.nav.queue')}</Tab>
        <Tab to="/admin/audit">{t('admin.nav.audit')}</Tab>
        {role === 'admin' && <Tab to="/admin/operators">{t('admin.nav.operators')}</Tab>}
      </nav>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="queue" element={<QueuePage />} />
        <Route path="audit" element={<AuditLogPage />} />
        {role === 'admin' && <Route path="operators" element={<OperatorsPage />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
