import type { ComponentProps } from 'react';
import { lazyPart } from '../../lib/lazy';
import type { NearLabel, PlacePicker } from './picker';

// The picker and a place's name need every city's localities: they load when the picker is
// opened or a place is chosen (the server, as ever, before rendering).
const picker = () => import('./picker');

export const LazyPlacePicker = lazyPart<ComponentProps<typeof PlacePicker>>(() =>
  picker().then((m) => ({ default: m.PlacePicker })),
);
export const LazyNearLabel = lazyPart<ComponentProps<typeof NearLabel>>(() =>
  picker().then((m) => ({ default: m.NearLabel })),
);
