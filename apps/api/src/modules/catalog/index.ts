// What other modules may use of catalog: loading it gives the catalog's labels their Hindi names.
import './hindi-names.ts';
export { adPoint, placePoint, type Point } from './points.ts';
export { LOCALITY_POINTS } from './locality-points.ts';
