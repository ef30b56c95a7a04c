import { Bell, BellOff } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useIsOnline } from '#client/lib/online-status';
import { usePushDevice } from '../api/use-push-device';
import { notices, toasts } from '#client/texts/toasts';
import { t, useT } from '#client/i18n';

/** Spec part 1 §8 (Push). */
/** The setup failure's toast, read when shown (the language on screen). */
export const PUSH_SETUP_FAILED = {
  get title() {
    return t('push.setupFailedTitle');
  },
  get description() {
    return t('push.setupFailedDescription');
  },
};

const setupFailed = () => toast.error(PUSH_SETUP_FAILED.title, { description: PUSH_SETUP_FAILED.description });

/** The owner dashboard's push card (spec part 1 §2), for this device of the installable web app. */
export function PushCard() {
  const t = useT();
  const device = usePushDevice();
  const isOnline = useIsOnline();
  const isOn = device.permission === 'granted' && device.subscription !== null;
  const badge: { label: string; tone: BadgeTone } =
    device.permission === 'denied' ? { label: t('push.badgeDenied'), tone: 'red' } : isOn ? { label: t('push.badgeGranted'), tone: 'green' } : { label: t('push.badgeOff'), tone: 'gray' };

  const onEnable = () =>
    device.enable().catch(setupFailed);

  const onDisable = () =>
    device.disable().then(
      () => toast.success(t('push.notificationsTurnedOff'), { description: t('push.thisDeviceWillNotGet') }),
      () => toast.error(toasts.pushOffFailed.title, { description: toasts.pushOffFailed.description }),
    );

  const onTest = () =>
    device.test().then(
      (result) => {
        if (result.delivered > 0) toast.success(t('push.testNotificationSent'), { description: t('push.itShouldAppearOnThis') });
        else if (result.removed > 0) toast.error(t('push.thisDeviceIsNoLonger'), { description: t('push.turnNotificationsOnAgainTo') });
        else toast.error(toasts.pushTestFailed.title, { description: toasts.pushTestFailed.description });
      },
      setupFailed,
    );

  return (
    <Card aria-labelledby="push-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="push-title" className="flex items-center gap-2">
            <Bell aria-hidden="true" className="size-5 text-muted" />
            {t('push.pushNotifications')}
          </CardTitle>
          <CardDescription>{t('push.trialAndPaymentRemindersAnd')}</CardDescription>
        </div>
        {device.permission === 'unsupported' ? null : <Badge tone={badge.tone}>{badge.label}</Badge>}
      </CardHeader>
      <CardContent className="space-y-4">
        {device.permission === 'unsupported' ? (
          <p className="text-sm text-ink">{t('push.thisBrowserCannotShowNotifications')}</p>
        ) : device.permission === 'denied' ? (
          <Alert tone="warning" role="alert">
            {notices.pushDenied}
          </Alert>
        ) : isOn ? (
          <>
            <p className="text-sm text-ink">{t('push.notificationsAreOnForThis')}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={onTest} isLoading={device.busy === 'test'} disabled={!isOnline || device.busy !== null}>
                {t('push.sendTestNotification')}
              </Button>
              <Button variant="secondary" onClick={onDisable} isLoading={device.busy === 'disable'} disabled={!isOnline || device.busy !== null}>
                <BellOff aria-hidden="true" className="size-4" />
                {t('push.turnOff')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-ink">{t('push.notificationsAreOffForThis')}</p>
            <Button onClick={onEnable} isLoading={device.busy === 'enable'} disabled={!isOnline || device.isChecking || device.busy !== null}>
              {t('push.enableNotifications')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
