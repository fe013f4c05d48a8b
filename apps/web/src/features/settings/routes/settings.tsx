// /account/settings.
export { default as Component } from '../pages/SettingsPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
