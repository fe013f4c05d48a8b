// /saved-searches: the searches that send alerts.
export { default as Component } from '../pages/SavedSearchesPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
