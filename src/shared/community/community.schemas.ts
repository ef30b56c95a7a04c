import { z } from 'zod';
import { optionalText, rawText, requiredText } from '../validation/primitives';

/** Spec part 2 §3, §5, §9 and issue 11's limits: shared by the server's validation and the forms. */
export const POST_TITLE_MAX = 120;
export const POST_CONTENT_MAX = 5000;
export const MESSAGE_MAX = 2000;
export const MAX_FILES_PER_POST = 10;
export const COMMUNITY_PAGE_SIZE = 20;

export const postTypes = ['general', 'exchange', 'important', 'promotion'] as const;
export type PostType = (typeof postTypes)[number];

/** What a stored file is shown as: picture, player, or 'File preview not available'. */
export const mediaTypes = ['image', 'video', 'file'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const MB = 1024 * 1024;
/** The kinds of file a post takes, decided from the bytes (never the name): their content type and largest size. */
export const mediaKinds = {
  jpeg: { mediaType: 'image', contentType: 'image/jpeg', maxBytes: 10 * MB },
  png: { mediaType: 'image', contentType: 'image/png', maxBytes: 10 * MB },
  webp: { mediaType: 'image', contentType: 'image/webp', maxBytes: 10 * MB },
  mp4: { mediaType: 'video', contentType: 'video/mp4', maxBytes: 100 * MB },
  webm: { mediaType: 'video', contentType: 'video/webm', maxBytes: 100 * MB },
  pdf: { mediaType: 'file', contentType: 'application/pdf', maxBytes: 20 * MB },
} as const satisfies Record<string, { mediaType: MediaType; contentType: string; maxBytes: number }>;
export type MediaKind = keyof typeof mediaKinds;
/** The largest upload of any kind (the body limit of the upload route). */
export const MAX_UPLOAD_BYTES = 100 * MB;
/** What the file picker offers (the server still decides from the bytes). */
export const ACCEPTED_FILE_TYPES = 'image/jpeg,image/png,image/webp,video/mp4,video/webm,application/pdf';

export const uploadQuerySchema = z.object({ name: rawText({ max: 200 }).optional() }).strict();

export const mediaItemSchema = z.object({
  id: z.string(),
  mediaType: z.enum(mediaTypes),
  contentType: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const createPostInputSchema = z
  .object({
    title: requiredText({ max: POST_TITLE_MAX }),
    content: optionalText({ max: POST_CONTENT_MAX, multiline: true }).transform((v) => v ?? ''),
    postType: z.enum(postTypes, { error: 'invalid_post_type' }).default('general'),
    mediaIds: z.array(z.uuid({ error: 'invalid_id' })).max(MAX_FILES_PER_POST, 'too_many_files').default([]),
  })
  .strict();
export type CreatePostInput = z.input<typeof createPostInputSchema>;

export const setPinnedInputSchema = z.object({ isPinned: z.boolean({ error: 'required' }) }).strict();

export const createMessageInputSchema = z.object({ content: requiredText({ max: MESSAGE_MAX, multiline: true }) }).strict();
export type CreateMessageInput = z.input<typeof createMessageInputSchema>;

export const listPostsQuerySchema = z.object({ cursor: rawText({ max: 200 }).optional() }).strict();

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  postType: z.enum(postTypes),
  isPinned: z.boolean(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  authorId: z.string().nullable(),
  /** Profile first + last name; null once the author's account is gone ('Unknown User'). */
  authorName: z.string().nullable(),
  media: z.array(mediaItemSchema),
  messageCount: z.number().int(),
  createdAt: z.string(),
});
export type CommunityPost = z.infer<typeof postSchema>;

export const postPageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPageSchema>;

export const messageSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type CommunityMessage = z.infer<typeof messageSchema>;
export const messageListSchema = z.object({ messages: z.array(messageSchema) });

export const uploadSchema = mediaItemSchema;
export const deletedSchema = z.object({ id: z.string() });
export const unreadSchema = z.object({ unread: z.number().int() });

/** What the live stream says (event name → data). Ids are the event's sequence number. */
export type CommunityEvent =
  | { kind: 'post_created'; postId: string; authorId: string }
  | { kind: 'post_updated'; postId: string; isPinned: boolean }
  | { kind: 'post_deleted'; postId: string }
  | { kind: 'message_created'; postId: string; messageId: string; authorId: string };
export const communityEventKinds = ['post_created', 'post_updated', 'post_deleted', 'message_created'] as const;

/** The live stream's query: `after`, the last event id this browser has seen (its Last-Event-ID header wins). */
export const eventStreamQuerySchema = z.object({ after: z.string().regex(/^\d{1,15}$/, 'invalid').optional() }).strict();
