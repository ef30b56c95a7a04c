import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';

export type BillingAction = 'checkout' | 'portal';

/**
 * POST /api/billing/checkout or /portal (owner): the payment page opens in a new tab (spec part 1
 * §7). The tab is opened at once (still within the click, so it is not blocked as a popup) and sent
 * to the URL when it arrives; without a tab, this one goes there.
 */
export async function openBilling(action: BillingAction): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await apiRequest<{ url: string }>(`/api/billing/${action}`, { body: {} });
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useOpenBilling() {
  return useMutation({ mutationFn: openBilling });
}
