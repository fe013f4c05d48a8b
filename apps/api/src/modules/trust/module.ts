import type { Db } from '../../db/client.ts';
import type { AutomaticReports } from './automatic-reports.ts';
import { duplicatePhotos } from './duplicate-photos.ts';
import { duplicatePhotosRepository } from './duplicate-photos-repository.ts';
import { phoneRepository } from './phone-repository.ts';
import { phoneRoutes } from './phone-routes.ts';
import { phoneService } from './phone-service.ts';
import { scamWatch } from './scam-watch.ts';
import { scamWatchRepository } from './scam-watch-repository.ts';

/** Trust: the scam shield's repeat-offender watch, phone numbers by consent, duplicate photos. */
export function trustModule(db: Db, reports?: AutomaticReports) {
  return {
    routes: phoneRoutes(phoneService(phoneRepository(db))),
    scamWatch: scamWatch(scamWatchRepository(db), reports),
    duplicatePhotos: duplicatePhotos(duplicatePhotosRepository(db), reports),
  };
}
