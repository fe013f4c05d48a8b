import { useMe } from '../features/auth/api/useMe';
import { PageLoading } from './layout/PageLoading';
import { lazyPage } from './lazy';

// The console's code is fetched only once the signed-in person is known to be staff: everyone else
// gets the ordinary not-found page, and the buyer's bundle carries nothing of it but this gate.
const AdminApp = lazyPage(() => import('../features/admin/AdminApp'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));

/** /admin/*: the moderation console for operators and admins; a page that does not exist to others. */
export default function StaffOnly() {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  return me.data?.role ? <AdminApp role={me.data.role} /> : <NotFoundPage />;
}
