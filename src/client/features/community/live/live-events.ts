import type { QueryClient } from '@tanstack/react-query';
import type { CommunityEvent } from '#shared/community/community.schemas';
import { communityKeys } from '../api/community-api';

export type LiveEvent = { id: number; kind: CommunityEvent['kind']; postId: string; authorId?: string };

/**
 * What one board change refreshes: the board (new post, pin, deletion, a message count) and, for a
 * message, that post's thread. Refetching instead of patching the cache means an event seen twice
 * can never show anything twice.
 */
export function applyEvent(client: QueryClient, event: LiveEvent): void {
  void client.invalidateQueries({ queryKey: communityKeys.posts() });
  if (event.kind === 'message_created') void client.invalidateQueries({ queryKey: communityKeys.messages(event.postId) });
}

const storageKey = (userId: string) => `corner-store:community-last-read:${userId}`;

/** The last board event this person has seen on the board (per browser), or null the first time. */
export function readLastRead(userId: string): number | null {
  try {
    const value = localStorage.getItem(storageKey(userId));
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  } catch {
    return null;
  }
}

export function writeLastRead(userId: string, id: number): void {
  try {
    localStorage.setItem(storageKey(userId), String(id));
  } catch {
    // private mode: the count starts again next time
  }
}
