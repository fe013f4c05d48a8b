export { NearLabel } from './NearLabel';
export { PlacePicker } from './PlacePicker';
