import { useRef, type ChangeEvent } from 'react';
import { Camera, ImageUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { messageForCode } from '#client/lib/error-messages';
import { CameraPanel } from './camera-panel';
import { isCameraOpen, otherFacingMode } from './camera-reducer';
import { PHOTO_ACCEPT, photoFileProblem } from './photo-file';
import { usePhotoPreviewUrl } from './photo-preview-url';
import { useCamera } from './use-camera';
import { t, useT } from '#client/i18n';

type PhotoCaptureProps = {
  /** The chosen photo (captured or from a file), uploaded after the customer or employee is saved. */
  photo: Blob | null;
  onPhotoChange: (photo: Blob | null) => void;
  disabled?: boolean;
  /** The preview's text alternative ('Selected customer photo', 'Selected employee photo'). */
  previewAlt?: string;
};

/** A person's photo (Add Customer, Create Employee): take one with the webcam (front or back camera) or choose a file; preview before saving. */
export function PhotoCapture({ photo, onPhotoChange, disabled, previewAlt = t('common.selectedCustomerPhoto') }: PhotoCaptureProps) {
  const t = useT();
  const camera = useCamera();
  const fileRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePhotoPreviewUrl(photo);
  const { state } = camera;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return void toast.error(t('common.photoNotAccepted'), { description: messageForCode(problem) });
    camera.stop();
    onPhotoChange(file);
  };

  if (isCameraOpen(state)) {
    return (
      <CameraPanel
        state={state}
        videoRef={camera.videoRef}
        onCapture={() => void camera.capture()}
        onSwitch={() => void camera.start(otherFacingMode(state.facingMode))}
        onCancel={camera.stop}
        onRetake={() => void camera.start()}
        onUse={(captured) => {
          camera.stop();
          onPhotoChange(captured);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {previewUrl ? (
        <img src={previewUrl} alt={previewAlt} className="size-24 shrink-0 rounded-full object-cover ring-1 ring-line" />
      ) : (
        <span aria-hidden="true" className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400">
          <Camera className="size-8" />
        </span>
      )}
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void camera.start()} disabled={disabled}>
            <Camera aria-hidden="true" className="size-4" />
            {t('common.takePhoto')}
          </Button>
          <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={disabled}>
            <ImageUp aria-hidden="true" className="size-4" />
            {t('common.chooseFile')}
          </Button>
          {photo ? (
            <Button variant="ghost" onClick={() => onPhotoChange(null)} disabled={disabled}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('common.removePhoto')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t('common.optionalJpegPngOrWebp')}</p>
        <input
          ref={fileRef}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={onFile}
          className="hidden"
          tabIndex={-1}
          aria-label={t('common.chooseAPhotoFile')}
        />
      </div>
    </div>
  );
}
