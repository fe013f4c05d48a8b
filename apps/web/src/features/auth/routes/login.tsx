// /login: sign in, then back to the page that sent you here (?next=).
export { default as Component } from '../pages/LoginPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
