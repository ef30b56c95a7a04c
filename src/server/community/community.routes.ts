import {
  createMessageInputSchema,
  createPostInputSchema,
  deletedSchema,
  eventStreamQuerySchema,
  listPostsQuerySchema,
  messageListSchema,
  messageSchema,
  postPageSchema,
  postSchema,
  setPinnedInputSchema,
  uploadQuerySchema,
  uploadSchema,
} from '#shared/community/community.schemas';
import { defineRoute, uuidParam } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import type { SignedInUser } from '../http/types';
import { openEventStream } from '../realtime/event-stream';
import { viewerOf } from './community-viewer';
import { enforceCommunityLimit } from './community-limits';
import { deletePendingUploads, readCommunityMedia } from './media-read';
import { uploadCommunityMedia } from './media-upload';
import { createMessage, listPostMessages } from './messages.service';
import { listPosts, findPost } from './post-queries';
import { createPost, deletePost, setPinned } from './posts.service';
import { AppError } from '../http/app-error';
import { mediaKinds } from '#shared/community/community.schemas';

const communityMediaTypes = Object.values(mediaKinds).map((kind) => kind.contentType);

const post = '/community/posts/:id';

/** /api/community: the board shared by every store (spec part 2 §2–§8, issue 11). */
export const communityRoutes = [
  defineRoute({
    method: 'GET', path: '/community/posts', summary: 'The board: pinned first, then newest; pages of 20 by ?cursor',
    access: 'community', blockedWhenLapsed: false, query: listPostsQuerySchema, response: postPageSchema,
    handle: async (c, { query }) => c.json(await listPosts(c.get('deps').db, query.cursor)),
  }),
  defineRoute({
    method: 'POST', path: '/community/posts', summary: 'Create a post (store and author from the session; files uploaded first)',
    access: 'community', blockedWhenLapsed: true, errors: ['COMMUNITY_NO_STORE', 'COMMUNITY_PROMOTION_ADMIN_ONLY', 'RATE_LIMITED'], body: createPostInputSchema, response: postSchema, successStatus: 201,
    handle: async (c, { body }) => c.json(await createPost(c.get('deps'), actorOf(c), viewerOf(c), body), 201),
  }),
  defineRoute({
    method: 'GET', path: post, summary: 'One post',
    access: 'community', blockedWhenLapsed: false, params: uuidParam(), response: postSchema,
    handle: async (c, { params }) => {
      return c.json(await findPost(c.get('deps').db, params.id));
    },
  }),
  defineRoute({
    method: 'DELETE', path: post, summary: "Delete a post with its messages and files: platform admins, or the owner of the post's store",
    access: 'community', blockedWhenLapsed: true, errors: ['COMMUNITY_DELETE_FORBIDDEN'], params: uuidParam(), response: deletedSchema,
    handle: async (c, { params }) => c.json(await deletePost(c.get('deps'), actorOf(c), viewerOf(c), params.id)),
  }),
  defineRoute({
    method: 'PUT', path: `${post}/pin`, summary: 'Pin or unpin a post: platform admins only',
    // A platform action: no store's subscription decides it (store members are refused anyway).
    access: 'community', blockedWhenLapsed: false, errors: ['COMMUNITY_PIN_ADMIN_ONLY'], params: uuidParam(), body: setPinnedInputSchema, response: postSchema,
    handle: async (c, { params, body }) => c.json(await setPinned(c.get('deps'), actorOf(c), viewerOf(c), params.id, body.isPinned)),
  }),
  defineRoute({
    method: 'GET', path: `${post}/messages`, summary: "A post's messages, oldest first",
    access: 'community', blockedWhenLapsed: false, params: uuidParam(), response: messageListSchema,
    handle: async (c, { params }) => c.json({ messages: await listPostMessages(c.get('deps').db, params.id) }),
  }),
  defineRoute({
    method: 'POST', path: `${post}/messages`, summary: 'Send a message on a post',
    access: 'community', blockedWhenLapsed: true, errors: ['COMMUNITY_NO_STORE', 'RATE_LIMITED'], params: uuidParam(), body: createMessageInputSchema, response: messageSchema, successStatus: 201,
    handle: async (c, { params, body }) => c.json(await createMessage(c.get('deps').db, actorOf(c), viewerOf(c), params.id, body.content), 201),
  }),
  defineRoute({
    method: 'POST', path: '/community/uploads', summary: 'Upload one file for a post: raw bytes (image ≤ 10 MB, PDF ≤ 20 MB, MP4/WebM ≤ 100 MB), ?name=',
    access: 'community', blockedWhenLapsed: true, errors: ['COMMUNITY_NO_STORE', 'UNSUPPORTED_MEDIA', 'RATE_LIMITED'], query: uploadQuerySchema, body: 'stream', response: uploadSchema, successStatus: 201,
    handle: async (c, { query, body }) => {
      const { db, storage } = c.get('deps');
      const viewer = viewerOf(c);
      if (!viewer.isAdmin && viewer.storeId === null) throw new AppError('COMMUNITY_NO_STORE');
      await enforceCommunityLimit(db, 'upload', viewer.userId);
      return c.json(await uploadCommunityMedia(db, storage, actorOf(c), viewer, { body, name: query.name }), 201);
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/community/uploads/:id', summary: "Discard one of the caller's own uploads not attached to a post (a post that could not be created)",
    access: 'community', blockedWhenLapsed: false, params: uuidParam(), response: deletedSchema,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      const viewer = viewerOf(c);
      if ((await deletePendingUploads(db, storage, actorOf(c), viewer.userId, [params.id])) === 0) throw new AppError('NOT_FOUND');
      return c.json({ id: params.id });
    },
  }),
  defineRoute({
    method: 'GET', path: '/community/media/:id', summary: 'A community file, to signed-in members and admins only (HTTP ranges)',
    access: 'community', blockedWhenLapsed: false, params: uuidParam(),
    responses: { 200: null, 206: null, 416: null }, produces: communityMediaTypes,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      return readCommunityMedia(db, storage, viewerOf(c), params.id, c.req.header('range'));
    },
  }),
  defineRoute({
    method: 'GET', path: '/community/events', summary: 'The live stream (text/event-stream): board changes with sequence ids; Last-Event-ID or ?after= catches up',
    access: 'community', blockedWhenLapsed: false, query: eventStreamQuerySchema, produces: ['text/event-stream'],
    handle: (c, { query }) => {
      const { realtime, config } = c.get('deps');
      const user = c.get('user') as SignedInUser;
      const stream = openEventStream({
        hub: realtime,
        sessionId: user.sessionId,
        lastEventId: c.req.header('last-event-id') ?? query.after,
        heartbeatMs: config.SSE_HEARTBEAT_SECONDS * 1000,
      });
      return new Response(stream, {
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' },
      });
    },
  }),
];
