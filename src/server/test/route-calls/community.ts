import { communityPosts } from '../../db/schema/index';
import { type CallTable, type World } from './call';

const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const communityPostsByWorld = new WeakMap<World, Promise<{ postId: string; mediaId: string }>>();

/** One post of the first store with a PDF attached, made once per world (reads, pin, messages, media). */
function communityPost(w: World): Promise<{ postId: string; mediaId: string }> {
  let made = communityPostsByWorld.get(w);
  if (!made) {
    made = (async () => {
      const uploaded = await w.t.request('/api/community/uploads?name=list.pdf', { method: 'POST', cookie: w.store.owner.cookie, body: pdfBytes() });
      if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`);
      const mediaId = ((await uploaded.json()) as { id: string }).id;
      const created = await w.t.request('/api/community/posts', { method: 'POST', cookie: w.store.owner.cookie, json: { title: 'Matrix post', mediaIds: [mediaId] } });
      if (created.status !== 201) throw new Error(`post failed: ${created.status}`);
      return { postId: ((await created.json()) as { id: string }).id, mediaId };
    })();
    communityPostsByWorld.set(w, made);
  }
  return made;
}

/** A post of the first store written by its employee, made for one request (deleting removes it). */
async function freshCommunityPost(w: World): Promise<string> {
  const [row] = await w.t.db.insert(communityPosts).values({ storeId: w.store.storeId, authorId: w.store.employee.id, title: 'Fresh post' }).returning({ id: communityPosts.id });
  return row!.id;
}

/** The community board. One valid request per route (decision 019's matrix and the fuzz suite). */
export const communityCalls: CallTable = {
  'GET /community/posts': () => ({ path: '/api/community/posts' }),
  'POST /community/posts': () => ({ path: '/api/community/posts', json: { title: 'Spare crates', content: 'Free to a good home', postType: 'exchange' } }),
  'GET /community/posts/:id': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}` }),
  'DELETE /community/posts/:id': async (w) => ({ path: `/api/community/posts/${await freshCommunityPost(w)}`, method: 'DELETE' }),
  'PUT /community/posts/:id/pin': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}/pin`, method: 'PUT', json: { isPinned: true } }),
  'GET /community/posts/:id/messages': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}/messages` }),
  'POST /community/posts/:id/messages': async (w) => ({ path: `/api/community/posts/${(await communityPost(w)).postId}/messages`, json: { content: 'Still available?' } }),
  'POST /community/uploads': () => ({ path: '/api/community/uploads?name=notes.pdf', body: pdfBytes(), headers: { 'content-type': 'application/octet-stream' } }),
  'DELETE /community/uploads/:id': async (w, who) => {
    const uploader = who === 'anonymous' || who === 'unverifiedAdmin' ? w.store.owner : w.users[who]; // those two may not upload
    const uploaded = await w.t.request('/api/community/uploads?name=draft.pdf', { method: 'POST', cookie: uploader.cookie, body: pdfBytes() });
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`);
    return { path: `/api/community/uploads/${((await uploaded.json()) as { id: string }).id}`, method: 'DELETE' };
  },
  'GET /community/media/:id': async (w) => ({ path: `/api/community/media/${(await communityPost(w)).mediaId}` }),
  'GET /community/events': () => ({ path: '/api/community/events' }),
};
