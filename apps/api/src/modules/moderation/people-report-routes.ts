import {
  DecisionBody,
  ErrorBody,
  PeopleReports,
  PersonReportBody,
  ProfileParams,
  RATE_LIMITS,
  RatingParams,
  ReportBody,
  ReportDismissed,
  ReportFiled,
  ReviewHidden,
  UserIdParams,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeLimit } from '../../lib/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import type { PeopleReportsService } from './people-reports.ts';
import { hiddenUnless, operatorOf, policy } from './policy.ts';

const tags = ['moderation'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/** People report a person (from the profile) or a review. */
export const peopleReportRoutes =
  (service: PeopleReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/users/:id/report',
      {
        // One count with reports of ads and messages (report-routes.ts).
        config: writeLimit('reports', RATE_LIMITS.reports),
        schema: {
          tags,
          summary: 'Report a person (not oneself) for a person’s reasons; one open report per person',
          params: ProfileParams,
          body: PersonReportBody,
          response: { 201: ReportFiled, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await service.reportPerson(requireUser(req), req.params.id, req.body, req.ip)),
    );

    app.post(
      '/api/ratings/:id/report',
      {
        config: writeLimit('reports', RATE_LIMITS.reports),
        schema: {
          tags,
          summary: 'Report a review (not one’s own)',
          params: RatingParams,
          body: ReportBody,
          response: { 201: ReportFiled, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await service.reportReview(requireUser(req), req.params.id, req.body, req.ip)),
    );
  };

/** The console's side: 404 to anyone but operators, like every /api/admin route. */
export const peopleAdminRoutes =
  (service: PeopleReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', hiddenUnless(policy.moderate));
    const adminErrors = { 400: ErrorBody, 404: ErrorBody };

    app.get(
      '/api/admin/people-reports',
      {
        schema: {
          tags,
          summary: 'Open reports about people and reviews, verified reporters first',
          response: { 200: PeopleReports, 404: ErrorBody },
        },
      },
      async () => service.open(),
    );

    app.post(
      '/api/admin/people-reports/:id/dismiss',
      {
        schema: {
          tags,
          summary: 'Dismiss a report about a person or review (reason required; audited)',
          params: UserIdParams,
          body: DecisionBody,
          response: { 200: ReportDismissed, ...adminErrors },
        },
      },
      async (req) => {
        const op = operatorOf(req);
        await service.dismiss({ id: op.id, email: op.email }, req.params.id, req.body.reason);
        return { dismissed: true as const };
      },
    );

    app.post(
      '/api/admin/ratings/:id/hide',
      {
        schema: {
          tags,
          summary: 'Hide a review from the profile and the average (reason required; audited)',
          params: RatingParams,
          body: DecisionBody,
          response: { 200: ReviewHidden, ...adminErrors },
        },
      },
      async (req) => {
        const op = operatorOf(req);
        await service.hideReview({ id: op.id, email: op.email }, req.params.id, req.body.reason);
        return { hidden: true as const };
      },
    );
  };
