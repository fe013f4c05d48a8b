import {
  AppointBody,
  AuditPage,
  AuditQuery,
  DecisionBody,
  ErrorBody,
  LISTING_ACTIONS,
  ListingIdParams,
  ModerationOutcome,
  ModerationStats,
  Operators,
  Queue,
  RevokeBody,
  StaffMe,
  USER_ACTIONS,
  UserIdParams,
  UserOutcome,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PrivatePhotoFiles } from '../media/index.ts';
import type { ConsoleService } from './console-service.ts';
import { hiddenUnless, operatorOf, policy } from './policy.ts';

const tags = ['moderation'];
const ReportIdParams = UserIdParams.extend({ '*': z.string().max(100) });
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The operators' console API. Every route here answers the unknown-route 404 to anyone who is not
 * an operator (and the staff routes to anyone who is not an admin): admin-routes.test.ts reads the
 * router and checks it for every /api/admin route, so a route added later cannot forget.
 */
export const adminRoutes =
  (service: ConsoleService, photoFiles: PrivatePhotoFiles): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', hiddenUnless(policy.moderate));
    const adminOnly = { onRequest: hiddenUnless(policy.manageStaff) };

    app.get(
      '/api/admin/me',
      { schema: { tags, summary: 'My role (404 unless staff)', response: { 200: StaffMe, 404: ErrorBody } } },
      async (req) => ({ role: operatorOf(req).role! }),
    );

    app.get(
      '/api/admin/queue',
      {
        schema: {
          tags,
          summary: 'Reported, held and appealed ads, most-reported then oldest first',
          response: { 200: Queue, 404: ErrorBody },
        },
      },
      async () => service.queue(),
    );

    for (const action of LISTING_ACTIONS) {
      app.post(
        `/api/admin/listings/:id/${action}`,
        {
          schema: {
            tags,
            summary: `Operator decision on an ad: ${action} (reason required)`,
            params: ListingIdParams,
            body: DecisionBody,
            response: { 200: ModerationOutcome, ...errors },
          },
        },
        async (req) => service.decideListing(operatorOf(req), req.params.id, action, req.body.reason),
      );
    }

    for (const action of USER_ACTIONS) {
      app.post(
        `/api/admin/users/:id/${action}`,
        {
          schema: {
            tags,
            summary: `Operator decision on an account: ${action} (reason required)`,
            params: UserIdParams,
            body: DecisionBody,
            response: { 200: UserOutcome, ...errors },
          },
        },
        async (req) => service.decideUser(operatorOf(req), req.params.id, action, req.body.reason),
      );
    }

    app.get(
      '/api/admin/reports/:id/photos/*',
      {
        schema: {
          tags,
          summary: 'A photo of the chat message this report is about (staff only; 404 for any other photo)',
          params: ReportIdParams,
          produces: ['image/webp'],
          response: { 404: ErrorBody },
        },
      },
      async (req, reply) =>
        photoFiles(req, reply, await service.reportPhotoFile(req.params.id, req.params['*'])),
    );

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags,
          summary: 'The audit log, newest first: search by text, action, target id or operator',
          querystring: AuditQuery,
          response: { 200: AuditPage, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => service.audit(req.query),
    );

    app.get(
      '/api/admin/stats',
      {
        schema: {
          tags,
          summary: 'Ads posted, reports, removals and suspensions per day, last 30 days',
          response: { 200: ModerationStats, 404: ErrorBody },
        },
      },
      async () => service.stats(),
    );

    app.get(
      '/api/admin/operators',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Operators and admins (admins only)',
          response: { 200: Operators, 404: ErrorBody },
        },
      },
      async () => service.operators(),
    );

    app.post(
      '/api/admin/operators',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Appoint an operator or admin by e-mail (admins only)',
          body: AppointBody,
          response: { 200: Operators, ...errors },
        },
      },
      async (req) => service.appoint(operatorOf(req), req.body),
    );

    app.post(
      '/api/admin/operators/revoke',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Take a member of staff’s role away (admins only)',
          body: RevokeBody,
          response: { 200: Operators, ...errors },
        },
      },
      async (req) => service.revoke(operatorOf(req), req.body),
    );
  };
