import { ErrorBody, NotificationsPage, NotificationsQuery, OfferIdParams, UnreadCount } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonOfCount } from '../../lib/json-once.ts';
import { sendJson } from '../../lib/shared-json.ts';
import { requireUser } from '../auth/index.ts';
import type { NotificationsService } from './service.ts';

const tags = ['notifications'];
const NotificationIdParams = OfferIdParams;

export const notificationsRoutes =
  (service: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    // Asked beside every page: each count's JSON is made once.
    const unreadJson = new JsonOfCount((count) => UnreadCount.encode({ count }));

    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          summary: 'My notifications, newest first; `before` pages back',
          querystring: NotificationsQuery,
          response: { 200: NotificationsPage, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (req) => service.page(requireUser(req), req.query.before),
    );

    app.get(
      '/api/notifications/unread-count',
      {
        schema: {
          tags,
          summary: 'How many of my notifications are unread',
          response: { 200: UnreadCount, 401: ErrorBody },
        },
      },
      async (req, reply) => {
        const json = unreadJson.of(await service.unreadCount(requireUser(req)));
        sendJson(reply, json);
        return reply;
      },
    );

    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          tags,
          summary: 'Mark all my notifications read',
          response: { 204: z.null(), 401: ErrorBody },
        },
      },
      async (req, reply) => {
        await service.markAllRead(requireUser(req));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          tags,
          summary: 'Mark one of my notifications read',
          params: NotificationIdParams,
          response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        await service.markRead(requireUser(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
