// /reset: a new password from the reset link.
export { default as Component } from '../pages/ResetPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
