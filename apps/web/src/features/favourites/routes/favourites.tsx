// /favourites: the ads the signed-in person saved.
export { default as Component } from '../pages/FavouritesPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
