import type { MediaItem } from '#shared/community/community.schemas';
import { Dialog } from '#client/components/ui/dialog';
import { buttonClasses } from '#client/components/ui/button';
import { mediaUrl } from '../api/community-api';

/** An image or a video in full; any other file: 'File preview not available' and 'Open in New Tab'. */
export function MediaViewer({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={item?.name ?? ''} className="max-w-3xl">
      {item?.mediaType === 'image' ? <img src={mediaUrl(item.id)} alt={item.name} className="mx-auto max-h-[70dvh] w-auto rounded" /> : null}
      {item?.mediaType === 'video' ? <video src={mediaUrl(item.id)} controls className="mx-auto max-h-[70dvh] w-full rounded" /> : null}
      {item?.mediaType === 'file' ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p className="text-muted">File preview not available</p>
          <a href={mediaUrl(item.id)} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary' })}>
            Open in New Tab
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
