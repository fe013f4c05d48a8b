// What other modules and plugins may use of expiry; its other files are its own.
export { expiryRepository } from './repository.ts';
export { expiryRoutes } from './routes.ts';
export { expiryService } from './service.ts';
export type { ExpiryService } from './service.ts';
