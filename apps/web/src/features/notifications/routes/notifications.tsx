// /notifications: everything the bell told.
export { default as Component } from '../pages/NotificationsPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
