// What other modules and plugins may use of price-band; its other files are its own.
export type { PriceBandService } from './service.ts';
