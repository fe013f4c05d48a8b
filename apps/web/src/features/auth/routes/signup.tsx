// /signup: a new account.
export { default as Component } from '../pages/SignupPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
