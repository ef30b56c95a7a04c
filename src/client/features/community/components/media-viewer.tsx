import type { MediaItem } from '#shared/community/community.schemas';
import { Dialog } from '#client/components/ui/dialog';
import { buttonClasses } from '#client/components/ui/button';
import { mediaUrl } from '../api/community-api';
import { useT } from '#client/i18n';

/** An image or a video in full; any other file: 'File preview not available' and 'Open in New Tab'. */
export function MediaViewer({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={item?.name ?? ''} className="max-w-3xl">
      {item?.mediaType === 'image' ? <img src={mediaUrl(item.id)} alt={item.name} className="mx-auto max-h-[70dvh] w-auto rounded" /> : null}
      {item?.mediaType === 'video' ? <video src={mediaUrl(item.id)} controls className="mx-auto max-h-[70dvh] w-full rounded" /> : null}
      {item?.mediaType === 'file' ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p className="text-muted">{t('community.filePreviewNotAvailable')}</p>
          <a href={mediaUrl(item.id)} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary' })}>
            {t('community.openInNewTab')}
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
