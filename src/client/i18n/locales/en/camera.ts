/** The camera texts in English: the spec's words (decision 059). */
export default {
  error: 'Camera Error',
  notSupportedTitle: 'Camera Not Supported',
  notSupported: 'This browser cannot use a camera. Choose a photo file instead.',
  permissionTimeoutTitle: 'Camera Permission Timeout',
  permissionTimeout: 'The camera permission was not answered in time. Allow camera access, then try again.',
  notReadyTitle: 'Camera not ready',
  notReady: 'Wait a moment for the picture to appear, then capture again.',
  readyTitle: 'Camera Ready',
  ready: 'Center the face in the frame, then capture.',
  capturedTitle: 'Photo Captured',
  captured: 'Check the preview, then use the photo or retake it.',
  denied: 'Camera access was denied. Allow camera access in your browser settings, then try again.',
  missing: 'No camera was found on this device.',
  busy: 'The camera is in use by another app. Close it, then try again.',
  startFailed: 'The camera could not be started. Please try again.',
  photoFailed: 'The photo could not be taken. Please try again.',
};
