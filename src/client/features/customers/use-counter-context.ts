import { useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { useSession } from '#client/lib/auth/session';
import { useIsOnline } from '#client/lib/online-status';
import { creditStateWithWaiting, ownerOf, useOwnQueue, waitingForCustomer } from '#client/features/offline';
import type { LedgerWriter } from './api/give-credit';
import { customerKeys } from './api/query-keys';

/**
 * What a give or payment needs to be kept on the device (decision 051): whose queue, who made it,
 * the store's time zone, this customer's waiting entries, the state the shared rules are checked
 * on (what the device last knew plus what waits), and when the device last heard of the customer.
 */
export function useCounterContext(customer: Customer) {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const { entries } = useOwnQueue();
  const timeZone = session?.store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const waiting = waitingForCustomer(entries, customer.id);
  const actorName = session ? `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email : '';
  const writer: LedgerWriter = { owner: ownerOf(session) ?? '', actorName, customerName: customer.name };
  const knownAt = queryClient.getQueryState(customerKeys.detail(customer.id))?.dataUpdatedAt ?? Date.now();
  const hasWaiting = waiting.some((entry) => entry.state !== 'attention');
  return {
    writer,
    timeZone,
    waiting,
    /** Offline, or entries of this customer still to be sent: the screen is not the server's last word. */
    isGuessing: !isOnline || hasWaiting,
    isOnline,
    knownAt,
    state: creditStateWithWaiting(customer, waiting, timeZone),
  };
}
