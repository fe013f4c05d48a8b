// /renew: the link in an ad's expiry reminder.
export { default as Component } from '../pages/RenewPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
