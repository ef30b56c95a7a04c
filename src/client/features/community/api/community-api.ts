import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityMessage, CommunityPost, CreatePostInput, PostPage } from '#shared/community/community.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';

/** Every query key of the board (store-scoped like all data, though the board is shared). */
export const communityKeys = {
  get all() {
    return storeKeys.community;
  },
  posts: () => [...communityKeys.all, 'posts'] as const,
  messages: (postId: string) => [...communityKeys.all, 'messages', postId] as const,
};

export const postsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PostPage>(`/api/community/posts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** GET /api/community/posts: pinned first, then newest; more pages by cursor. */
export function usePosts() {
  return useInfiniteQuery(postsQueryOptions());
}

export const messagesQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: communityKeys.messages(postId),
    queryFn: ({ signal }) => apiRequest<{ messages: CommunityMessage[] }>(`/api/community/posts/${postId}/messages`, { signal }).then((r) => r.messages),
  });

export function useMessages(postId: string | null) {
  return useQuery({ ...messagesQueryOptions(postId ?? ''), enabled: postId !== null });
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) => apiRequest<CommunityPost>('/api/community/posts', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.posts() }),
  });
}

export function useSendMessage(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiRequest<CommunityMessage>(`/api/community/posts/${postId}/messages`, { body: { content } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communityKeys.messages(postId) });
      void client.invalidateQueries({ queryKey: communityKeys.posts() });
    },
  });
}

export function usePinPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, isPinned }: { postId: string; isPinned: boolean }) =>
      apiRequest<CommunityPost>(`/api/community/posts/${postId}/pin`, { method: 'PUT', body: { isPinned } }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.posts() }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiRequest<{ id: string }>(`/api/community/posts/${postId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.posts() }),
  });
}

/** The URL a file is served at (signed-in users only; never a public URL). */
export const mediaUrl = (id: string) => `/api/community/media/${encodeURIComponent(id)}`;
