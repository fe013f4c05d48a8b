// What other modules may use of people (public facts about a person); its other files are its own.
export { personFactColumns, presentBadges, presentRating, type PersonFacts } from './facts.ts';
