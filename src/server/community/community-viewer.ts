import type { Context } from 'hono';
import type { CommunityViewer } from '#shared/community/community-rules';
import type { AppEnv, SignedInUser } from '../http/types';

/** Who is calling a community route (after the 'community' guard), with the user's id. */
export type Viewer = CommunityViewer & { userId: string };

/** The viewer from the session: their store only when they are a member past setup (never from the request). */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const user = c.get('user') as SignedInUser;
  const membership = c.get('membership');
  const isMember = membership !== null && !(membership.isFirstLogin && membership.role !== 'employee');
  return {
    userId: user.id,
    isAdmin: c.get('adminStanding') === 'verified', // set by requireCommunity: an admin without the second factor is not one here
    storeId: isMember ? membership.storeId : null,
    role: isMember ? membership.role : null,
  };
}

/** An id that cannot name a row (not a UUID) is simply not found. */
export { isUuid } from '#shared/validation/ids';
