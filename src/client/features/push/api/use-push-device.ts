import { useCallback, useEffect, useState } from 'react';
import { currentSubscription, pushSupport, saveSubscription, sendTestNotification, subscribeDevice, unsubscribeDevice } from './push-device';
import type { PushDelivery } from '#shared/push/push.schemas';

export type PushPermission = NotificationPermission | 'unsupported';
type Busy = 'enable' | 'disable' | 'test' | null;

/** Endpoints already re-saved for the signed-in user since this page loaded (once is enough). */
const resaved = new Set<string>();

/** The push card's state: permission, this device's subscription, and the three actions. */
export function usePushDevice() {
  const isSupported = pushSupport() === 'supported';
  const [permission, setPermission] = useState<PushPermission>(isSupported ? Notification.permission : 'unsupported');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [isChecking, setIsChecking] = useState(isSupported);
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (!isSupported) return;
    let isCurrent = true;
    currentSubscription()
      .then(async (found) => {
        // The device may have been subscribed by someone else signed in here before: it is this user's now.
        if (found && Notification.permission === 'granted' && !resaved.has(found.endpoint)) {
          resaved.add(found.endpoint);
          await saveSubscription(found).catch(() => undefined);
        }
        if (isCurrent) setSubscription(found);
      })
      .catch(() => undefined)
      .finally(() => isCurrent && setIsChecking(false));
    return () => {
      isCurrent = false;
    };
  }, [isSupported]);

  const run = useCallback(async <T,>(kind: Exclude<Busy, null>, action: () => Promise<T>): Promise<T> => {
    setBusy(kind);
    try {
      return await action();
    } finally {
      setBusy(null);
    }
  }, []);

  /** Ask permission, then subscribe. Resolves to the permission; throws when setting up failed. */
  const enable = () =>
    run('enable', async () => {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'granted') setSubscription(await subscribeDevice());
      return answer;
    });

  const disable = () =>
    run('disable', async () => {
      if (subscription) await unsubscribeDevice(subscription);
      setSubscription(null);
    });

  const test = (): Promise<PushDelivery> =>
    run('test', async () => {
      // eslint-disable-next-line messages/no-literal-message -- never shown: the push card shows its own catalogue toast on any failure
      if (!subscription) throw new Error('not subscribed');
      const result = await sendTestNotification(subscription);
      if (result.removed > 0) setSubscription(null);
      return result;
    });

  return { permission, subscription, isChecking, busy, enable, disable, test };
}
