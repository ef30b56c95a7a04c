import { useEffect, useMemo, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { MediaItem } from '#shared/community/community.schemas';
import type { CommunityViewer } from '#shared/community/community-rules';
import { useSession } from '#client/lib/auth/session';
import { Button } from '#client/components/ui/button';
import { LoadingScreen } from '#client/components/ui/spinner';
import { usePosts } from './api/community-api';
import { useCommunityLive } from './live/community-live';
import { CreatePostDialog } from './components/create-post-dialog';
import { MediaViewer } from './components/media-viewer';
import { PostCard } from './components/post-card';
import { PostDialog } from './components/post-dialog';
import { useT } from '#client/i18n';

/** /dashboard/community — 'Store Community' (spec part 2 §2), live (issue 11). */
export function CommunityPage() {
  const t = useT();
  const { data: session } = useSession();
  const posts = usePosts();
  const live = useCommunityLive();
  const [isCreating, setIsCreating] = useState(false);
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<MediaItem | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { setOnPage } = live;

  useEffect(() => {
    setOnPage(true);
    return () => setOnPage(false);
  }, [setOnPage]);
  useEffect(() => {
    if (posts.isError) toast.error(t('community.failedToFetchCommunityPosts'));
  }, [posts.isError]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const list = useMemo(() => posts.data?.pages.flatMap((page) => page.posts) ?? [], [posts.data]);
  const openPost = list.find((post) => post.id === openPostId) ?? null;
  if (!session) return null;
  const isMember = session.role !== null && !(session.isFirstLogin && session.role !== 'employee');
  const viewer: CommunityViewer = { isAdmin: session.isAdmin, storeId: isMember ? (session.store?.id ?? null) : null, role: isMember ? session.role : null };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{t('community.storeCommunity')}</h1>
          <p className="text-sm text-muted" role="status" aria-live="polite" data-testid="live-status">
            {live.status === 'reconnecting' ? t('community.reconnectingNewPostsWillAppear') : ''}
          </p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" className="size-4" /> {t('community.createPost')}
        </Button>
      </div>
      {posts.isPending ? <LoadingScreen label={t('community.loadingCommunity')} className="min-h-40" /> : null}
      {posts.isSuccess && list.length === 0 ? <p className="text-muted">{t('community.noPostsYetBeThe')}</p> : null}
      <div className="grid gap-4" data-testid="post-list">
        {list.map((post) => (
          <PostCard key={post.id} post={post} onOpen={() => setOpenPostId(post.id)} onOpenMedia={setViewing} />
        ))}
      </div>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            {t('community.loadMore')}
          </Button>
        </div>
      ) : null}
      <CreatePostDialog open={isCreating} onOpenChange={setIsCreating} viewer={viewer} />
      <PostDialog post={openPost} viewer={viewer} onClose={() => setOpenPostId(null)} onOpenMedia={setViewing} />
      <MediaViewer item={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
