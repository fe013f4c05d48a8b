// /my-ads: the signed-in seller's own ads.
export { default as Component } from '../pages/MyAdsPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
