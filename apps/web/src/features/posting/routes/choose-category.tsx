// /adddata: what the new ad is for.
export { default as Component } from '../pages/ChooseCategoryPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
