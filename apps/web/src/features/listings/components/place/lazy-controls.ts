import type { ComponentProps } from 'react';
import { lazyPage } from '../../../../app/lazy';
import type { PlaceChip, PlaceFilter } from './controls';

// A list page's first script only holds where the place controls go; the controls (the filter's
// section, the chip) come right after it. The server loads them before rendering, so a shared
// link to a place shows the place in the HTML.
const controls = () => import('./controls');

export const LazyPlaceFilter = lazyPage<ComponentProps<typeof PlaceFilter>>(() =>
  controls().then((m) => ({ default: m.PlaceFilter })),
);
export const LazyPlaceChip = lazyPage<ComponentProps<typeof PlaceChip>>(() =>
  controls().then((m) => ({ default: m.PlaceChip })),
);
