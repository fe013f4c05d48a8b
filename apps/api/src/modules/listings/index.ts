// What other modules and plugins may use of listings; its other files are its own.
export { closeOpenOffers } from './closing-offers.ts';
export type { ClosedOffer } from './closing-offers.ts';
export type { ListingWatchers, PostingScreen } from './own-service.ts';
export { presentCard, presentConversationListing } from './presenter.ts';
export { cardColumns, photoColumns } from './repository.ts';
export { adPageCaching, SLOW_ANSWER_FACTOR } from './routes.ts';
export type { AdPageAccess } from './routes.ts';
export { withPlace } from './service.ts';
export type { ListingsService } from './service.ts';
export { isGoneForChat, isOperator, isPublicStatus, publicListingCondition } from './visibility.ts';
export { comeback, lockForComeback } from './comeback.ts';
export type { Comeback, ComebackDoor, ComebackFacts, ComebackRefusal, LockedAd } from './comeback.ts';
