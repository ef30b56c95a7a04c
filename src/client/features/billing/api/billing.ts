import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionInfo } from '#shared/billing/billing.schemas';
import { apiRequest } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth/session';
import { storeKeys } from '#client/lib/store-keys';

export type { SubscriptionInfo };

/** GET /api/billing/subscription (owner): the card's facts and the cheque instructions. */
export const subscriptionInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKeys.dashboard, 'subscription'],
    queryFn: () => apiRequest<SubscriptionInfo>('/api/billing/subscription'),
    staleTime: 30_000,
  });

export function useSubscriptionInfo(options: { pollMs?: number } = {}) {
  return useQuery({ ...subscriptionInfoQueryOptions(), refetchInterval: options.pollMs ?? false });
}

/** Back from Checkout: the server reads the session from Stripe and activates the store if it is paid. */
export function useConfirmCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest<SubscriptionInfo>('/api/billing/checkout/confirm', { body: { sessionId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: sessionQueryKey });
      void client.invalidateQueries({ queryKey: subscriptionInfoQueryOptions().queryKey });
    },
  });
}
