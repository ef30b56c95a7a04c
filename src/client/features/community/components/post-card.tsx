import { MessageSquare, Pin } from 'lucide-react';
import type { CommunityPost, MediaItem } from '#shared/community/community.schemas';
import { PostTypeBadge } from './post-type-badge';
import { LinkedText } from './linked-text';
import { MediaThumbs } from './media-thumbs';
import { formatPostDate } from './post-date';
import { useT } from '#client/i18n';

type PostCardProps = { post: CommunityPost; onOpen: () => void; onOpenMedia: (item: MediaItem) => void };

/** One post on the board; clicking it opens the post dialog. */
export function PostCard({ post, onOpen, onOpenMedia }: PostCardProps) {
  const t = useT();
  return (
    <article
      aria-label={post.title}
      data-testid="post-card"
      className="cursor-pointer rounded-xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-brand-300"
      onClick={onOpen}
    >
      <div className="flex flex-wrap items-center gap-2">
        <PostTypeBadge type={post.postType} />
        {post.isPinned ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800" data-testid="pinned">
            <Pin aria-hidden="true" className="size-4" /> {t('community.pinned')}
          </span>
        ) : null}
      </div>
      <h2 className="mt-2 text-lg font-semibold text-ink">
        <button type="button" className="text-left hover:underline" onClick={(e) => (e.stopPropagation(), onOpen())}>
          {post.title}
        </button>
      </h2>
      <p className="text-sm text-muted">
        {post.authorName ?? t('community.unknownUser')}
        {post.storeName ? ` · ${post.storeName}` : ''} · <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
      </p>
      {post.content ? <LinkedText text={post.content} className="mt-2 line-clamp-6 text-sm text-slate-800" /> : null}
      <div className="mt-3">
        <MediaThumbs media={post.media} onOpen={onOpenMedia} />
      </div>
      <p className="mt-3 inline-flex items-center gap-1 text-sm text-muted" data-testid="message-count">
        <MessageSquare aria-hidden="true" className="size-4" /> {t('community.messageCount', { count: post.messageCount })}
      </p>
    </article>
  );
}
