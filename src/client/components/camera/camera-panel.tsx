import type { RefObject } from 'react';
import { Camera, Check, RotateCcw, SwitchCamera, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import type { CameraState } from './camera-reducer';
import { useT } from '#client/i18n';

type CameraPanelProps = {
  state: CameraState;
  videoRef: RefObject<HTMLVideoElement | null>;
  onCapture: () => void;
  onSwitch: () => void;
  onCancel: () => void;
  onRetake: () => void;
  onUse: (photo: Blob) => void;
};

/** The open webcam: live video while loading/streaming, then the captured preview with Retake and Use Photo. */
export function CameraPanel({ state, videoRef, onCapture, onSwitch, onCancel, onRetake, onUse }: CameraPanelProps) {
  const t = useT();
  const isLive = state.status === 'loading' || state.status === 'streaming';
  return (
    <div className="space-y-3">
      <div className="relative aspect-[4/3] w-full max-w-sm overflow-hidden rounded-lg bg-slate-900">
        {isLive ? (
          <video
            ref={videoRef}
            playsInline
            muted
            aria-label={t('common.cameraPreview')}
            className={cn('size-full object-cover', state.facingMode === 'user' && '-scale-x-100')}
          />
        ) : null}
        {state.status === 'captured' ? (
          <img src={state.previewUrl} alt={t('common.capturedPhotoPreview')} className="size-full object-cover" />
        ) : null}
        {state.status === 'loading' ? (
          <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
            <Spinner className="size-5" />
            {t('common.startingCamera')}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {state.status === 'captured' ? (
          <>
            <Button variant="secondary" onClick={onRetake}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('common.retake')}
            </Button>
            <Button onClick={() => onUse(state.photo)}>
              <Check aria-hidden="true" className="size-4" />
              {t('common.usePhoto')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onCapture} disabled={state.status !== 'streaming'}>
              <Camera aria-hidden="true" className="size-4" />
              {t('common.capture')}
            </Button>
            <Button variant="secondary" onClick={onSwitch} disabled={state.status !== 'streaming'}>
              <SwitchCamera aria-hidden="true" className="size-4" />
              {t('common.switchCamera')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              <X aria-hidden="true" className="size-4" />
              {t('common.cancel')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
