import { notFound } from '../../routing/context';

export { NotFound as Component } from '../../components/ui/NotFound';
export { RouteError as ErrorBoundary } from '../../components/ui/RouteError';

/** Any address no other route claims: the not-found page, with status 404. */
export const loader = () => {
  throw notFound();
};
