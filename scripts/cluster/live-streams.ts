// Browsers' live board streams through the balancer, as EventSource behaves: when a stream ends or
// breaks, it reconnects after the server's retry (2 s) with Last-Event-ID, and the server sends what
// was missed. The drill checks that each stream sees a post written after every fault.
import type { Session } from '../faults/http';

const RETRY_MS = 2_000;

export class LiveStream {
  readonly seenPosts = new Set<string>();
  /** Times the stream ended or broke and was opened again. */
  reconnects = 0;
  /** The balancer's X-Served-By of the current connection: the instance the stream is on. */
  servedBy: string | null = null;
  private lastEventId: string | null = null;
  private controller: AbortController | null = null;
  private closed = false;

  constructor(private readonly session: Session) {}

  start(): void {
    void this.loop();
  }

  close(): void {
    this.closed = true;
    this.controller?.abort();
  }

  private async loop(): Promise<void> {
    let isFirst = true;
    while (!this.closed) {
      if (!isFirst) {
        this.reconnects += 1;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
      isFirst = false;
      await this.readOnce().catch(() => undefined);
    }
  }

  private async readOnce(): Promise<void> {
    this.controller = new AbortController();
    const headers: Record<string, string> = { cookie: this.session.cookie, origin: this.session.origin, accept: 'text/event-stream' };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    const response = await fetch(`${this.session.origin}/api/community/events`, { headers, signal: this.controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
    this.servedBy = response.headers.get('x-served-by');
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        this.servedBy = null;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        this.onBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
      }
    }
  }

  private onBlock(block: string): void {
    let id: string | null = null;
    let event = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (id !== null) this.lastEventId = id;
    if (event === 'post_created') this.seenPosts.add((JSON.parse(data) as { postId: string }).postId);
  }
}
