import type { Db } from '../../db/client.ts';
import type { LivePublisher } from '../events/index.ts';
import type { PrivatePhotoFiles } from '../media/index.ts';
import type { ListingWatchers } from '../listings/index.ts';
import { adminRoutes } from './admin-routes.ts';
import { appealsService } from './appeals-service.ts';
import { auditRepository } from './audit-repository.ts';
import { consoleService } from './console-service.ts';
import { listingDecisions } from './listing-decisions.ts';
import { postingScreen } from './posting-screen.ts';
import { queueRepository } from './queue-repository.ts';
import { reportFiling } from './report-filing.ts';
import { reportRoutes } from './report-routes.ts';
import { reportsService } from './reports-service.ts';
import type { ModerationSettings } from '../../lib/moderation-settings.ts';
import { statsRepository } from './stats-repository.ts';
import { peopleAdminRoutes, peopleReportRoutes } from './people-report-routes.ts';
import { peopleReports } from './people-reports.ts';
import { peopleReportsRepository } from './people-reports-repository.ts';
import { userDecisions } from './user-decisions.ts';

/** Wires the moderation module: what app.ts registers and what the own-ads service consults. */
export function moderationModule(
  db: Db,
  settings: ModerationSettings,
  live: LivePublisher,
  watchers: ListingWatchers,
  endSessions: (userId: number) => Promise<void>,
  photoFiles: PrivatePhotoFiles,
) {
  const decisions = listingDecisions(db);
  const filing = reportFiling(db, decisions);
  const people = peopleReports(db, peopleReportsRepository(db));
  return {
    /** Reports about people and reviews, and the console's decisions on them. */
    peopleReportRoutes: peopleReportRoutes(people),
    peopleAdminRoutes: peopleAdminRoutes(people),
    screen: postingScreen(db, decisions, settings.prohibitedWords),
    reportRoutes: reportRoutes(reportsService(filing, settings), appealsService(filing, decisions)),
    adminRoutes: adminRoutes(
      consoleService({
        queue: queueRepository(db),
        listings: decisions,
        users: userDecisions(db),
        audit: auditRepository(db),
        stats: statsRepository(db),
        live,
        watchers,
        endSessions,
      }),
      photoFiles,
    ),
  };
}
