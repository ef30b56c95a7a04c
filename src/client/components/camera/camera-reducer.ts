/**
 * The webcam's states (spec part 1 §4): idle → loading → streaming → captured (preview), with
 * retake. Pure, so the rules are unit-tested; the hook does the media work. Each start carries an
 * attempt number, so a late answer from an abandoned start (cancelled, timed out, replaced) is ignored.
 */
export type FacingMode = 'user' | 'environment';

type Base = { facingMode: FacingMode; attempt: number };
export type CameraState =
  | (Base & { status: 'idle' })
  | (Base & { status: 'loading' })
  | (Base & { status: 'streaming' })
  | (Base & { status: 'captured'; photo: Blob; previewUrl: string });

export type CameraEvent =
  /** Ask for the camera: first start, retake, or switch between front and back cameras. */
  | { type: 'start'; attempt: number; facingMode?: FacingMode }
  /** The stream plays in the video element. */
  | { type: 'ready'; attempt: number }
  /** No stream: refused, no camera, timed out… */
  | { type: 'failed'; attempt: number }
  | { type: 'captured'; photo: Blob; previewUrl: string }
  /** Cancel, use the photo, or leave: back to idle. */
  | { type: 'stop' };

export const initialCameraState: CameraState = { status: 'idle', facingMode: 'user', attempt: 0 };

export function cameraReducer(state: CameraState, event: CameraEvent): CameraState {
  switch (event.type) {
    case 'start':
      return { status: 'loading', facingMode: event.facingMode ?? state.facingMode, attempt: event.attempt };
    case 'ready':
      if (state.status !== 'loading' || state.attempt !== event.attempt) return state;
      return { status: 'streaming', facingMode: state.facingMode, attempt: state.attempt };
    case 'failed':
      if (state.status !== 'loading' || state.attempt !== event.attempt) return state;
      return { status: 'idle', facingMode: state.facingMode, attempt: state.attempt };
    case 'captured':
      if (state.status !== 'streaming') return state;
      return { status: 'captured', facingMode: state.facingMode, attempt: state.attempt, photo: event.photo, previewUrl: event.previewUrl };
    case 'stop':
      if (state.status === 'idle') return state;
      return { status: 'idle', facingMode: state.facingMode, attempt: state.attempt };
  }
}

/** Whether the camera (or its preview) is in use, so the page shows the camera panel. */
export function isCameraOpen(state: CameraState): boolean {
  return state.status !== 'idle';
}

export function otherFacingMode(mode: FacingMode): FacingMode {
  return mode === 'user' ? 'environment' : 'user';
}
