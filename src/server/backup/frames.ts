import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { BackupError } from './backup-format';

const EMPTY = Buffer.alloc(0);

/** Writes length-prefixed frames to a stream, waiting when it asks to (backpressure). */
export class FrameWriter {
  constructor(private readonly out: Writable) {}

  async raw(bytes: Buffer) {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async frame(bytes: Buffer) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    await this.raw(length);
    if (bytes.length > 0) await this.raw(bytes);
  }

  json(value: unknown) {
    return this.frame(Buffer.from(JSON.stringify(value)));
  }

  /** A section's data: each chunk as a frame, then the empty frame that ends it. */
  async section(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) if (chunk.length > 0) await this.frame(chunk);
    await this.frame(EMPTY);
  }
}

/** Reads exact byte counts and frames from a stream. */
export class FrameReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = EMPTY;

  constructor(input: Readable) {
    this.chunks = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  async bytes(count: number): Promise<Buffer> {
    const parts = [this.pending];
    let have = this.pending.length;
    while (have < count) {
      const next = await this.chunks.next().catch((error: NodeJS.ErrnoException) => {
        throw error.code?.startsWith('Z_') ? new BackupError('TRUNCATED', `The backup file is damaged (${error.message}).`) : error;
      });
      if (next.done) throw new BackupError('TRUNCATED', 'The backup file ends too early: it is incomplete or damaged.');
      parts.push(next.value);
      have += next.value.length;
    }
    const all = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    this.pending = all.subarray(count);
    return all.subarray(0, count);
  }

  async frame(): Promise<Buffer> {
    const length = (await this.bytes(4)).readUInt32BE(0);
    return length === 0 ? EMPTY : Buffer.from(await this.bytes(length));
  }

  async json<T>(): Promise<T> {
    const frame = await this.frame();
    try {
      return JSON.parse(frame.toString('utf8')) as T;
    } catch {
      throw new BackupError('NOT_A_BACKUP', 'The backup file is damaged (a section header is not JSON).');
    }
  }

  /** A section's data frames, up to the empty frame that ends it. Read it fully before the next section. */
  async *section(): AsyncGenerator<Buffer> {
    for (;;) {
      const frame = await this.frame();
      if (frame.length === 0) return;
      yield frame;
    }
  }
}
