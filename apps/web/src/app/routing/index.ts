// Bazaar's router: the part of React Router's declarative API the app uses (routes with layouts and
// parameters, nested <Routes>, the location and search-parameter hooks, <Navigate>), in a
// fraction of what React Router adds to every page's first script.
export type { Location, NavigateOptions } from './history';
export { useHref, useLocation, useNavigate, useParams, useSearchParams } from './hooks';
export { Navigate } from './Navigate';
export { matchPath, type To } from './path';
export { BrowserRouter, MemoryRouter, StaticRouter } from './Router';
export { Outlet, Route, Routes } from './Routes';
