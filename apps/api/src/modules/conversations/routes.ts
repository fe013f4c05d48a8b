import {
  BODY_LIMITS,
  ChatMessage,
  LIMITS,
  ConversationIdParams,
  ConversationSummary,
  ErrorBody,
  Inbox,
  InboxQuery,
  ListingIdParams,
  MessagesPage,
  MessagesQuery,
  RATE_LIMITS,
  ReadBody,
  SendMessageBody,
  UnreadCount,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonOfCount } from '../../lib/json-once.ts';
import { sendJson } from '../../lib/shared-json.ts';
import { acceptedWrites, writeLimit } from '../../lib/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import type { PrivatePhotoFiles } from '../media/index.ts';
import type { ConversationsService } from './service.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const tags = ['chat'];

export const conversationsRoutes =
  (service: ConversationsService, photoFiles: PrivatePhotoFiles): FastifyPluginAsyncZod =>
  async (app) => {
    // Asked beside every page: each count's JSON is made once.
    const unreadJson = new JsonOfCount((count) => UnreadCount.encode({ count }));
    // Messages the server accepted are what a person's limits count: a refused one (a prohibited
    // word, a block) costs nothing of them. Writing to someone for the first time is what a
    // spammer repeats: it has a limit of its own.
    const sentMessages = acceptedWrites(app, 'messages', RATE_LIMITS.messages);
    const firstMessages = acceptedWrites(app, 'first-messages', RATE_LIMITS.firstMessages);

    app.post(
      '/api/listings/:id/conversation',
      {
        schema: {
          tags,
          summary: 'Chat with seller: my conversation about this ad, started if need be',
          params: ListingIdParams,
          response: { 200: ConversationSummary, ...errors },
        },
      },
      async (req) => service.open(requireUser(req), req.params.id),
    );

    app.get(
      '/api/conversations',
      {
        schema: {
          tags,
          summary: 'My inbox: conversations with messages, most recent first',
          querystring: InboxQuery,
          response: { 200: Inbox, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (req) => service.inbox(requireUser(req), req.query.cursor),
    );

    app.get(
      '/api/conversations/unread-count',
      {
        schema: {
          tags,
          summary: 'Messages I have not read, over all my conversations',
          response: { 200: UnreadCount, 401: ErrorBody },
        },
      },
      async (req, reply) => {
        const json = unreadJson.of(await service.unreadCount(requireUser(req)));
        sendJson(reply, json);
        return reply;
      },
    );

    app.get(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          summary: 'One of my conversations (404 for anyone but its two parties)',
          params: ConversationIdParams,
          response: { 200: ConversationSummary, ...errors },
        },
      },
      async (req) => service.get(requireUser(req), req.params.id),
    );

    app.get(
      '/api/conversations/:id/messages',
      {
        schema: {
          tags,
          summary: 'A page of the thread, oldest first; `before` pages back in time',
          params: ConversationIdParams,
          querystring: MessagesQuery,
          response: { 200: MessagesPage, ...errors },
        },
      },
      async (req) => service.messages(requireUser(req), req.params.id, req.query),
    );

    app.post(
      '/api/conversations/:id/messages',
      {
        bodyLimit: BODY_LIMITS.longTextBodyMax,
        // Every try, refused or not, counts here: refused tries are bounded too.
        config: writeLimit('message-attempts', RATE_LIMITS.messageAttempts),
        schema: {
          tags,
          summary: `Send a message: plain text (at most ${LIMITS.messageMax} characters), photos uploaded for it (at most ${LIMITS.chatPhotosMax}), or both`,
          params: ConversationIdParams,
          body: SendMessageBody,
          response: { 201: ChatMessage, ...errors },
        },
      },
      async (req, reply) => {
        const user = requireUser(req);
        const first = await service.isFirstFrom(user, req.params.id);
        const limits = first ? [sentMessages, firstMessages] : [sentMessages];
        for (const limit of limits) await limit.refuseWhenSpent(req);
        const message = await service.send(user, req.params.id, req.body.body, req.body.photoIds);
        for (const limit of limits) await limit.count(req);
        return reply.status(201).send(message);
      },
    );

    app.get(
      '/api/conversations/:id/photos/*',
      {
        schema: {
          tags,
          summary:
            'A photo sent in this conversation (`<key>-card.webp` or `-full.webp`): only to its two parties and to staff reviewing a report of its message; 404 to anyone else',
          params: ConversationIdParams.extend({ '*': z.string().max(100) }),
          produces: ['image/webp'],
          response: { 404: ErrorBody },
        },
      },
      async (req, reply) => {
        // Signed out is not told to sign in: to them, as to a stranger, there is no such photo.
        const file = await service.photoFile(req.user ?? null, req.params.id, req.params['*']);
        return photoFiles(req, reply, file);
      },
    );

    app.post(
      '/api/conversations/:id/read',
      {
        schema: {
          tags,
          summary: 'I have read the thread up to this message',
          params: ConversationIdParams,
          body: ReadBody,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.read(requireUser(req), req.params.id, req.body.upTo);
        return reply.status(204).send(null);
      },
    );
  };
