import { lazyPart } from '../../lib/lazy';

/**
 * The carousel with Embla in its own chunk: no page needs it for its first
 * paint. On a server-rendered page the server's carousel stands until the code is in (React hydrates
 * it then); after a client-side navigation the caller's fallback, laid out as the first slide, does.
 */
export const loadCarousel = () => import('./Carousel').then((m) => ({ default: m.Carousel }));
export const LazyCarousel = lazyPart(loadCarousel);
