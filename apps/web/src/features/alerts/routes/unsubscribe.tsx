// /alerts/unsubscribe: the one-click link in an alert e-mail.
export { default as Component } from '../pages/UnsubscribePage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
