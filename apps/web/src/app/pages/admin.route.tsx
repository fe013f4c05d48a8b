import { NotFound } from '../../components/ui/NotFound';
import { useMe } from '../../features/auth/api/useMe';
import { lazyPart } from '../../lib/lazy';
import { PageLoading } from '../../components/ui/PageLoading';

export { RouteError as ErrorBoundary } from '../../components/ui/RouteError';

// The console's code is fetched only once the signed-in person is known to be staff: everyone else
// gets the ordinary not-found page, and the buyer's bundle carries nothing of it but this gate.
const AdminApp = lazyPart(() => import('../../features/admin/AdminApp'));

/** /admin/*: the moderation console for operators and admins; a page that does not exist to others. */
export function Component() {
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  return me.data?.role ? <AdminApp role={me.data.role} /> : <NotFound />;
}
