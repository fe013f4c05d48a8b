import type { ComponentProps } from 'react';
import { lazyPart } from '../../../../lib/lazy';
import type { PlaceChip, PlaceFilter } from './controls';

// A list page's first script only holds where the place controls go; the controls (the filter's
// section, the chip) come right after it. The server loads them before rendering, so a shared
// link to a place shows the place in the HTML.
const controls = () => import('./controls');

export const LazyPlaceFilter = lazyPart<ComponentProps<typeof PlaceFilter>>(() =>
  controls().then((m) => ({ default: m.PlaceFilter })),
);
export const LazyPlaceChip = lazyPart<ComponentProps<typeof PlaceChip>>(() =>
  controls().then((m) => ({ default: m.PlaceChip })),
);
