import type { Db } from '../db/client';
import { isOverLimit } from '../abuse/request-counter';
import { AppError } from '../http/app-error';

/**
 * Per-user limits of the board, counted in request_counters (decision 017): the same counts on
 * every server instance. A refused request still counts.
 */
export const communityLimits = {
  post: { max: 10, windowSeconds: 600 },
  message: { max: 60, windowSeconds: 60 },
  upload: { max: 100, windowSeconds: 600 },
} as const;

export async function enforceCommunityLimit(db: Db, what: keyof typeof communityLimits, userId: string): Promise<void> {
  const limit = communityLimits[what];
  if (await isOverLimit(db, [{ bucket: `community:${what}:user:${userId}`, ...limit }])) throw new AppError('RATE_LIMITED');
}
