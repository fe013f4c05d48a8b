// /my-ads/:id/edit, for the ad's seller.
export { default as Component } from '../pages/EditAdPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';

/** The form starts from the draft kept in this browser: the browser draws it. */
export const clientOnly = true;
