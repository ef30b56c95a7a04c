import { mediaKinds, type PostType } from './community.schemas';

/** Who is asking, as far as the board's rules go (spec part 2 §6). */
export type CommunityViewer = { isAdmin: boolean; storeId: string | null; role: 'store_owner' | 'employee' | null };

/** Post types a person may choose: promotion only for platform admins. */
export function postTypesFor(viewer: Pick<CommunityViewer, 'isAdmin'>): PostType[] {
  return viewer.isAdmin ? ['general', 'exchange', 'important', 'promotion'] : ['general', 'exchange', 'important'];
}

/** Writing (posts, messages) needs a store, or a platform admin (who posts without one). */
export function canWrite(viewer: CommunityViewer): boolean {
  return viewer.isAdmin || viewer.storeId !== null;
}

export function canPin(viewer: Pick<CommunityViewer, 'isAdmin'>): boolean {
  return viewer.isAdmin;
}

/** Platform admins delete any post; a store owner deletes the posts of their own store. */
export function canDeletePost(viewer: CommunityViewer, post: { storeId: string | null }): boolean {
  if (viewer.isAdmin) return true;
  return viewer.role === 'store_owner' && viewer.storeId !== null && post.storeId === viewer.storeId;
}

/** Create Post is enabled when the trimmed title is non-empty and the person may write. */
export function canSubmitPost(title: string, viewer: CommunityViewer): boolean {
  return title.trim().length > 0 && canWrite(viewer);
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Trailing punctuation that ends a sentence, not a link. */
const trailing = /[.,;:!?)\]]+$/;

/**
 * Split text into plain parts and http(s) links, to be rendered as text nodes and anchors (never
 * as HTML). Only http and https are ever links; 'javascript:' and the like stay text.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    let url = match[0];
    const cut = trailing.exec(url);
    if (cut) url = url.slice(0, url.length - cut[0].length);
    const start = match.index;
    if (!isHttpUrl(url)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A first check of a chosen file by the browser's word for its type and its size (the server decides
 * from the bytes): 'unsupported', 'too_large', or null when it may be sent.
 */
export function checkChosenFile(file: { type: string; size: number }): 'unsupported' | 'too_large' | null {
  const kind = Object.values(mediaKinds).find((k) => k.contentType === file.type);
  if (!kind) return 'unsupported';
  return file.size > kind.maxBytes ? 'too_large' : null;
}

/** Media type from a stored file's content type (the spec decides it from the URL's extension; we know the type). */
export function mediaTypeOf(contentType: string): 'image' | 'video' | 'file' {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  return 'file';
}
