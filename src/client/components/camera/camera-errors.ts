import type { ToastText } from '#client/lib/error-messages';

/** Spec part 1 §9: the browser must ask for camera permission and get an answer within 3 s. */
export const CAMERA_PERMISSION_TIMEOUT_MS = 3000;
/** Spec part 1 §5: about 640×480 video, JPEG at quality 0.9. */
export const CAMERA_VIDEO_SIZE = { width: 640, height: 480 } as const;
export const CAPTURE_JPEG_QUALITY = 0.9;

export const cameraToasts = {
  notSupported: {
    title: 'Camera Not Supported',
    description: 'This browser cannot use a camera. Choose a photo file instead.',
  },
  permissionTimeout: {
    title: 'Camera Permission Timeout',
    description: 'The camera permission was not answered in time. Allow camera access, then try again.',
  },
  notReady: { title: 'Camera not ready', description: 'Wait a moment for the picture to appear, then capture again.' },
  ready: { title: 'Camera Ready', description: 'Center the face in the frame, then capture.' },
  captured: { title: 'Photo Captured', description: 'Check the preview, then use the photo or retake it.' },
} satisfies Record<string, ToastText>;

const deniedNames = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const missingNames = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']);
const busyNames = new Set(['NotReadableError', 'TrackStartError', 'AbortError']);

/** getUserMedia's failure → the 'Camera Error' toast with the reason people can act on. */
export function cameraErrorToast(error: unknown): ToastText {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (deniedNames.has(name)) {
    return { title: 'Camera Error', description: 'Camera access was denied. Allow camera access in your browser settings, then try again.' };
  }
  if (missingNames.has(name)) return { title: 'Camera Error', description: 'No camera was found on this device.' };
  if (busyNames.has(name)) {
    return { title: 'Camera Error', description: 'The camera is in use by another app. Close it, then try again.' };
  }
  return { title: 'Camera Error', description: 'The camera could not be started. Please try again.' };
}

/** Marks the 3-second permission timeout apart from getUserMedia's own errors. */
export class CameraPermissionTimeout extends Error {
  constructor() {
    super('Camera permission was not answered in time');
    this.name = 'CameraPermissionTimeout';
  }
}
