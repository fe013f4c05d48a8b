// /signup/confirm: the link from the confirmation e-mail.
export { default as Component } from '../pages/ConfirmSignupPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
