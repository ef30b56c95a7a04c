import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { cameraReducer, initialCameraState, type FacingMode } from './camera-reducer';
import {
  CAMERA_PERMISSION_TIMEOUT_MS,
  CAMERA_VIDEO_SIZE,
  CAPTURE_JPEG_QUALITY,
  CameraPermissionTimeout,
  cameraErrorToast,
} from './camera-errors';
import { cameraToasts } from '#client/texts/camera';

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CameraPermissionTimeout()), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

function canvasToJpeg(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', CAPTURE_JPEG_QUALITY));
}

/**
 * The webcam: getUserMedia into a <video>, capture to a JPEG Blob. The media tracks are stopped
 * on capture, retake, cancel, use and unmount; the preview's object URL is revoked when replaced.
 */
export function useCamera() {
  const [state, dispatch] = useReducer(cameraReducer, initialCameraState);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const attemptRef = useRef(0);
  const previewRef = useRef<string | null>(null);

  const release = useCallback(() => {
    attemptRef.current += 1; // any start still waiting is now abandoned
    stopTracks(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(
    async (facingMode?: FacingMode) => {
      release();
      const attempt = attemptRef.current;
      if (!navigator.mediaDevices?.getUserMedia) {
        toast.error(cameraToasts.notSupported.title, { description: cameraToasts.notSupported.description });
        return;
      }
      dispatch({ type: 'start', attempt, facingMode });
      const mode = facingMode ?? state.facingMode;
      const request = navigator.mediaDevices.getUserMedia({ video: { ...CAMERA_VIDEO_SIZE, facingMode: mode }, audio: false });
      try {
        const stream = await withTimeout(request, CAMERA_PERMISSION_TIMEOUT_MS);
        // The <video> appears with the loading state; give React one frame if it is not there yet.
        if (!videoRef.current) await new Promise((resolve) => requestAnimationFrame(resolve));
        if (attempt !== attemptRef.current || !videoRef.current) return stopTracks(stream);
        streamRef.current = stream;
        videoRef.current.srcObject = stream;
        await videoRef.current.play();
        if (attempt !== attemptRef.current) return;
        dispatch({ type: 'ready', attempt });
        toast.success(cameraToasts.ready.title, { description: cameraToasts.ready.description });
      } catch (error) {
        if (attempt !== attemptRef.current) return;
        release();
        dispatch({ type: 'failed', attempt });
        if (error instanceof CameraPermissionTimeout) {
          // The person may still answer the prompt later: stop that stream when it arrives.
          request.then(stopTracks, () => undefined);
          toast.error(cameraToasts.permissionTimeout.title, { description: cameraToasts.permissionTimeout.description });
        } else {
          const { title, description } = cameraErrorToast(error);
          toast.error(title, { description });
        }
      }
    },
    [release, state.facingMode],
  );

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) {
      toast.error(cameraToasts.notReady.title, { description: cameraToasts.notReady.description });
      return;
    }
    const photo = await canvasToJpeg(video);
    if (!photo) return void toast.error(cameraToasts.photoFailed.title, { description: cameraToasts.photoFailed.description });
    release();
    const previewUrl = URL.createObjectURL(photo);
    previewRef.current = previewUrl;
    dispatch({ type: 'captured', photo, previewUrl });
    toast.success(cameraToasts.captured.title, { description: cameraToasts.captured.description });
  }, [release]);

  const stop = useCallback(() => {
    release();
    dispatch({ type: 'stop' });
  }, [release]);

  return { state, videoRef, start, capture, stop };
}
