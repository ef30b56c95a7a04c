import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';

export type BillingAction = 'checkout' | 'portal';

/** POST /api/billing/checkout or /portal (owner): opens the payment page in a new tab. */
export async function openBilling(action: BillingAction): Promise<void> {
  const { url } = await apiRequest<{ url: string }>(`/api/billing/${action}`, { body: {} });
  const opened = window.open(url, '_blank', 'noopener');
  if (!opened) window.location.assign(url);
}

export function useOpenBilling() {
  return useMutation({ mutationFn: openBilling });
}
