import { cameraToasts } from '#client/texts/camera';
import type { ToastText } from '#client/texts/toasts';

/** Spec part 1 §9: the browser must ask for camera permission and get an answer within 3 s. */
export const CAMERA_PERMISSION_TIMEOUT_MS = 3000;
/** Spec part 1 §5: about 640×480 video, JPEG at quality 0.9. */
export const CAMERA_VIDEO_SIZE = { width: 640, height: 480 } as const;
export const CAPTURE_JPEG_QUALITY = 0.9;

const deniedNames = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const missingNames = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']);
const busyNames = new Set(['NotReadableError', 'TrackStartError', 'AbortError']);

/** getUserMedia's failure → the 'Camera Error' toast with the reason people can act on. */
export function cameraErrorToast(error: unknown): ToastText {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (deniedNames.has(name)) {
    return cameraToasts.denied;
  }
  if (missingNames.has(name)) return cameraToasts.missing;
  if (busyNames.has(name)) {
    return cameraToasts.busy;
  }
  return cameraToasts.startFailed;
}

/** Marks the 3-second permission timeout apart from getUserMedia's own errors. */
export class CameraPermissionTimeout extends Error {
  constructor() {
    super('Camera permission was not answered in time');
    this.name = 'CameraPermissionTimeout';
  }
}
