export { PlaceChip } from './PlaceChip';
export { PlaceFilter } from './PlaceFilter';
