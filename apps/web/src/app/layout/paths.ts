/** Pages whose list the region drop-down filters in place (the rest jump to /product). */
export const isListingPath = (pathname: string) =>
  pathname === '/product' || /^\/products\/[^/]+\/?$/.test(pathname);
