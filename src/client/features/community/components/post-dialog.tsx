import { useState } from 'react';
import { toast } from 'sonner';
import { Pin, PinOff, Trash2 } from 'lucide-react';
import type { CommunityPost, MediaItem } from '#shared/community/community.schemas';
import { canDeletePost, canPin, canWrite, type CommunityViewer } from '#shared/community/community-rules';
import { ConfirmDialog, Dialog } from '#client/components/ui/dialog';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/error-messages';
import { useDeletePost, usePinPost } from '../api/community-api';
import { LinkedText } from './linked-text';
import { MediaThumbs } from './media-thumbs';
import { MessageThread } from './message-thread';
import { PostTypeBadge } from './post-type-badge';
import { formatPostDate } from './post-date';
import { useT } from '#client/i18n';

type PostDialogProps = { post: CommunityPost | null; viewer: CommunityViewer; onClose: () => void; onOpenMedia: (item: MediaItem) => void };

/** One post: its files, its thread and message box; pin/unpin for admins, delete for admins and the post store's owner. */
export function PostDialog({ post, viewer, onClose, onOpenMedia }: PostDialogProps) {
  const t = useT();
  const pin = usePinPost();
  const remove = useDeletePost();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!post) return <Dialog open={false} onOpenChange={onClose} title="" />;

  const togglePin = () =>
    pin.mutate(
      { postId: post.id, isPinned: !post.isPinned },
      {
        onSuccess: () => toast.success(t('community.postPinnedUnpinnedSuccessfully')),
        onError: (error) => toast.error(t('community.failedToUpdatePost'), { description: errorMessage(error) }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t('community.postDeletedSuccessfully'));
        setIsConfirming(false);
        onClose();
      },
      onError: (error) => toast.error(t('community.failedToDeletePost'), { description: errorMessage(error) }),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={post.title} className="max-w-2xl">
      <div className="flex flex-wrap items-center gap-2">
        <PostTypeBadge type={post.postType} />
        {post.isPinned ? <Pin aria-label={t('community.pinned')} className="size-4 text-amber-700" /> : null}
        <span className="text-sm text-muted">
          {post.authorName ?? t('community.unknownUser')}
          {post.storeName ? ` · ${post.storeName}` : ''} · {formatPostDate(post.createdAt)}
        </span>
      </div>
      {post.content ? <LinkedText text={post.content} className="mt-3 text-sm text-slate-800" /> : null}
      <div className="mt-3">
        <MediaThumbs media={post.media} onOpen={onOpenMedia} />
      </div>
      {canPin(viewer) || canDeletePost(viewer, post) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {canPin(viewer) ? (
            <Button variant="secondary" size="sm" onClick={togglePin} isLoading={pin.isPending}>
              {post.isPinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
              {post.isPinned ? t('community.unpin') : t('community.pin')}
            </Button>
          ) : null}
          {canDeletePost(viewer, post) ? (
            <Button variant="danger" size="sm" onClick={() => setIsConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" /> {t('community.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <MessageThread postId={post.id} canSend={canWrite(viewer)} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('community.deleteThisPost')}
        description={t('community.thePostItsMessagesAnd')}
        confirmLabel={t('community.delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </Dialog>
  );
}
