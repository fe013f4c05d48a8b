// /forgot: asks for a password reset link.
export { default as Component } from '../pages/ForgotPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
