import {
  AppealBody,
  ErrorBody,
  ListingIdParams,
  MessageReportParams,
  RATE_LIMITS,
  ReportBody,
  ReportFiled,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../lib/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import type { AppealsService } from './appeals-service.ts';
import type { ReportsService } from './reports-service.ts';

const tags = ['moderation'];
// Reports of ads and of messages share one count per person.
const reportLimit = writeLimit('reports', RATE_LIMITS.reports);
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/** What people (not staff) do: report an ad or a received chat message; appeal a take-down. */
export const reportRoutes =
  (reports: ReportsService, appeals: AppealsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/listings/:id/report',
      {
        config: reportLimit,
        schema: {
          tags,
          summary: 'Report an ad (not one’s own); one open report per person and ad',
          params: ListingIdParams,
          body: ReportBody,
          response: { 201: ReportFiled, ...errors },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await reports.reportListing(requireUser(req), req.params.id, req.body, req.ip)),
    );

    app.post(
      '/api/conversations/:id/messages/:messageId/report',
      {
        config: reportLimit,
        schema: {
          tags,
          summary: 'Report a chat message one received',
          params: MessageReportParams,
          body: ReportBody,
          response: { 201: ReportFiled, ...errors },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await reports.reportMessage(
              requireUser(req),
              req.params.id,
              req.params.messageId,
              req.body,
              req.ip,
            ),
          ),
    );

    app.post(
      '/api/me/listings/:id/appeal',
      {
        schema: {
          tags,
          summary: 'The seller appeals, once, against the take-down of their ad',
          params: ListingIdParams,
          body: AppealBody,
          response: { 200: z.object({ appealed: z.literal(true) }), ...errors },
        },
      },
      async (req) => {
        await appeals.appeal(requireUser(req), req.params.id, req.body.text);
        return { appealed: true as const };
      },
    );
  };
