import { describe, expect, it } from 'vitest';
import { cameraReducer, initialCameraState, isCameraOpen, otherFacingMode, type CameraState } from './camera-reducer';
import { cameraErrorToast } from './camera-errors';

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const run = (...events: Parameters<typeof cameraReducer>[1][]) => events.reduce<CameraState>(cameraReducer, initialCameraState);

describe('cameraReducer', () => {
  it('walks idle → loading → streaming → captured', () => {
    const loading = run({ type: 'start', attempt: 1 });
    expect(loading).toMatchObject({ status: 'loading', attempt: 1, facingMode: 'user' });
    const streaming = cameraReducer(loading, { type: 'ready', attempt: 1 });
    expect(streaming.status).toBe('streaming');
    const captured = cameraReducer(streaming, { type: 'captured', photo, previewUrl: 'blob:1' });
    expect(captured).toMatchObject({ status: 'captured', photo, previewUrl: 'blob:1' });
  });

  it('goes back to idle when the camera fails to start', () => {
    expect(run({ type: 'start', attempt: 1 }, { type: 'failed', attempt: 1 }).status).toBe('idle');
  });

  it('ignores a late answer from an abandoned start', () => {
    const cancelled = run({ type: 'start', attempt: 1 }, { type: 'stop' }, { type: 'ready', attempt: 1 });
    expect(cancelled.status).toBe('idle');
    const replaced = run({ type: 'start', attempt: 1 }, { type: 'start', attempt: 2 }, { type: 'ready', attempt: 1 });
    expect(replaced).toMatchObject({ status: 'loading', attempt: 2 });
    const lateFailure = run({ type: 'start', attempt: 1 }, { type: 'start', attempt: 2 }, { type: 'failed', attempt: 1 });
    expect(lateFailure.status).toBe('loading');
  });

  it('does not capture unless the video is streaming', () => {
    expect(run({ type: 'captured', photo, previewUrl: 'blob:1' }).status).toBe('idle');
    expect(run({ type: 'start', attempt: 1 }, { type: 'captured', photo, previewUrl: 'blob:1' }).status).toBe('loading');
  });

  it('retakes by starting the camera again from the preview', () => {
    const retake = run(
      { type: 'start', attempt: 1 },
      { type: 'ready', attempt: 1 },
      { type: 'captured', photo, previewUrl: 'blob:1' },
      { type: 'start', attempt: 2 },
    );
    expect(retake).toEqual({ status: 'loading', facingMode: 'user', attempt: 2 });
  });

  it('switches between the front and back cameras and keeps the choice', () => {
    const back = run({ type: 'start', attempt: 1 }, { type: 'ready', attempt: 1 }, { type: 'start', attempt: 2, facingMode: 'environment' });
    expect(back.facingMode).toBe('environment');
    expect(cameraReducer(cameraReducer(back, { type: 'stop' }), { type: 'start', attempt: 3 }).facingMode).toBe('environment');
    expect(otherFacingMode('user')).toBe('environment');
    expect(otherFacingMode('environment')).toBe('user');
  });

  it('stops from any state, and the panel closes', () => {
    const streaming = run({ type: 'start', attempt: 1 }, { type: 'ready', attempt: 1 });
    expect(isCameraOpen(streaming)).toBe(true);
    const stopped = cameraReducer(streaming, { type: 'stop' });
    expect(stopped.status).toBe('idle');
    expect(isCameraOpen(stopped)).toBe(false);
    expect(cameraReducer(stopped, { type: 'stop' })).toBe(stopped);
  });
});

describe('cameraErrorToast', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });

  it('names the reason for the common getUserMedia failures', () => {
    expect(cameraErrorToast(named('NotAllowedError')).description).toMatch(/denied/);
    expect(cameraErrorToast(named('NotFoundError')).description).toMatch(/No camera was found/);
    expect(cameraErrorToast(named('NotReadableError')).description).toMatch(/in use by another app/);
  });

  it('falls back to a generic camera error, always titled Camera Error', () => {
    for (const error of [named('TypeError'), 'oops', null]) {
      expect(cameraErrorToast(error)).toEqual({ title: 'Camera Error', description: 'The camera could not be started. Please try again.' });
    }
    expect(cameraErrorToast(named('NotAllowedError')).title).toBe('Camera Error');
  });
});
