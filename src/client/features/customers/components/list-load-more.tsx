import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { ListError } from './list-states';
import { useT } from '#client/i18n';

type ListLoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  onLoadMore: () => void;
};

/**
 * Loads the next page when the sentinel scrolls near the viewport, and offers the same as a
 * visible 'Load more' button for keyboard and screen-reader users. Stops after a failure.
 */
export function ListLoadMore({ hasNextPage, isFetchingNextPage, isError, onLoadMore }: ListLoadMoreProps) {
  const t = useT();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [canAutoLoad, onLoadMore]);

  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      {isError ? (
        <ListError onRetry={onLoadMore} isRetrying={isFetchingNextPage} />
      ) : (
        <Button variant="secondary" onClick={onLoadMore} isLoading={isFetchingNextPage}>
          {isFetchingNextPage ? t('customers.loadingMore') : t('customers.loadMore')}
        </Button>
      )}
    </div>
  );
}
