// The profiles feature's public entry: what other features and the route table use.
export { Badges } from './components/Badges';
export { RatingLine } from './components/RatingLine';
export { ProfileLink, profilePath } from './components/ProfileLink';
export { ProfileUnavailable } from './components/ProfileUnavailable';
export { loadProfile } from './load';
export { profileMeta, type ProfileMeta } from './meta';
export { profileQuery } from './api/queries';
