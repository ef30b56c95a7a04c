import type { ToastText } from './toasts';

const CAMERA_ERROR = 'Camera Error';

/** The camera's toasts (spec part 1 §5, Add Customer and Create Employee photos). */
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
  denied: { title: CAMERA_ERROR, description: 'Camera access was denied. Allow camera access in your browser settings, then try again.' },
  missing: { title: CAMERA_ERROR, description: 'No camera was found on this device.' },
  busy: { title: CAMERA_ERROR, description: 'The camera is in use by another app. Close it, then try again.' },
  startFailed: { title: CAMERA_ERROR, description: 'The camera could not be started. Please try again.' },
  photoFailed: { title: CAMERA_ERROR, description: 'The photo could not be taken. Please try again.' },
} satisfies Record<string, ToastText>;
