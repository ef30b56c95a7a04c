import { FileText, PlayCircle } from 'lucide-react';
import type { MediaItem } from '#shared/community/community.schemas';
import { mediaUrl } from '../api/community-api';
import { FileName } from './file-name';
import { useT } from '#client/i18n';

/** Small previews of a post's files: images as pictures, videos and other files as icons with their name. */
export function MediaThumbs({ media, onOpen }: { media: MediaItem[]; onOpen?: (item: MediaItem) => void }) {
  const t = useT();
  if (media.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('community.attachments')}>
      {media.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={(event) => {
              if (!onOpen) return;
              event.stopPropagation();
              onOpen(item);
            }}
            className="flex size-20 flex-col items-center justify-center overflow-hidden rounded-md border border-line bg-slate-50 text-xs text-slate-700"
            aria-label={t('community.openNamed', { name: item.name })}
            tabIndex={onOpen ? 0 : -1}
          >
            {item.mediaType === 'image' ? (
              <img src={mediaUrl(item.id)} alt={item.name} loading="lazy" className="size-full object-cover" />
            ) : (
              <>
                {item.mediaType === 'video' ? <PlayCircle aria-hidden="true" className="size-6" /> : <FileText aria-hidden="true" className="size-6" />}
                <FileName name={item.name} className="mt-1 w-full justify-center px-1" />
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
