/** The community feature's public entry: what it offers the rest of the server; nothing else in community/ is imported from outside (decision 048, server half). */
export { deleteOldCommunityEvents, recordCommunityEvent } from './community-events';
export { communityRoutes } from './community.routes';
export { deleteAbandonedUploads } from './media-read';
