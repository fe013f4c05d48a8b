import type { Role } from '@bazaar/shared';
import { NavLink, Route, Routes } from 'react-router';
import { NotFound } from '../../components/ui/NotFound';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import styles from './components/Console.module.css';
import './i18n';
import { AuditLogPage } from './pages/AuditLogPage';
import { OperatorsPage } from './pages/OperatorsPage';
import { OverviewPage } from './pages/OverviewPage';
import { QueuePage } from './pages/QueuePage';

/** /admin: the moderation console (loaded only for staff, see app/StaffOnly). */
export default function AdminApp({ role }: { role: Role }) {
  const { t } = useTranslation();
  useDocumentMeta(t('admin.title'));
  const tab = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('admin.title')}</h1>
        <span className={styles.role}>{t(`admin.roles.${role}`)}</span>
      </header>
      <nav className={styles.tabs} aria-label={t('admin.title')}>
        <NavLink to="/admin" end className={tab}>
          {t('admin.nav.overview')}
        </NavLink>
        <NavLink to="/admin/queue" className={tab}>
          {t('admin.nav.queue')}
        </NavLink>
        <NavLink to="/admin/audit" className={tab}>
          {t('admin.nav.audit')}
        </NavLink>
        {role === 'admin' && (
          <NavLink to="/admin/operators" className={tab}>
            {t('admin.nav.operators')}
          </NavLink>
        )}
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
