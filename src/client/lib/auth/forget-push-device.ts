import { apiRequest } from '../api-client';

/**
 * On sign-out, this device stops getting the user's notifications (decision 030): the server
 * forgets the subscription (while the session still exists) and the browser drops it, so whoever
 * signs in next on this device turns notifications on for themselves. Best effort, at most 2 s.
 */
export async function forgetPushDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const work = async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await apiRequest<void>('/api/push/unsubscribe', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
  };
  await Promise.race([work().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
}
