import { t } from '#client/i18n';
import type { ToastText } from './toasts';

const pair = (title: () => string, description: () => string): ToastText => ({
  get title() {
    return title();
  },
  get description() {
    return description();
  },
});
const cameraError = () => t('camera.error');

/** The camera's toasts (spec part 1 §5, Add Customer and Create Employee photos), in the language on screen. */
export const cameraToasts = {
  notSupported: pair(() => t('camera.notSupportedTitle'), () => t('camera.notSupported')),
  permissionTimeout: pair(() => t('camera.permissionTimeoutTitle'), () => t('camera.permissionTimeout')),
  notReady: pair(() => t('camera.notReadyTitle'), () => t('camera.notReady')),
  ready: pair(() => t('camera.readyTitle'), () => t('camera.ready')),
  captured: pair(() => t('camera.capturedTitle'), () => t('camera.captured')),
  denied: pair(cameraError, () => t('camera.denied')),
  missing: pair(cameraError, () => t('camera.missing')),
  busy: pair(cameraError, () => t('camera.busy')),
  startFailed: pair(cameraError, () => t('camera.startFailed')),
  photoFailed: pair(cameraError, () => t('camera.photoFailed')),
} satisfies Record<string, ToastText>;
