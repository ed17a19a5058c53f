/**
 * File storage behind one interface: the disk implementation keeps files under DATA_DIR/uploads, outside
 * any folder the server serves statically; the S3-compatible one (s3.ts) keeps them in a bucket, for
 * several API instances to share. Both provide the same four methods (write a stream under a key with a
 * byte cap, read with its size, delete, write a small buffer) and pass the same contract test
 * (apps/api/test/storage.test.ts).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`stream exceeds ${limit} bytes`);
  }
}

export interface StoredFile {
  /** Bytes written. */
  size: number;
  /** The first bytes of the file (for type detection), at most `sniffBytes`. */
  head: Buffer;
}

export interface PutOptions {
  /** Abort with TooLargeError once more than this many bytes arrive. */
  maxBytes: number;
  /** How many leading bytes to keep for type detection (default 4096). */
  sniffBytes?: number;
  /** Called with each chunk as it passes (e.g. for content checks); may not modify it. */
  onChunk?: (chunk: Buffer) => void;
}

export interface Storage {
  /** Streams `body` to `key`; on any error (including TooLargeError) nothing is left under `key`. */
  put(key: string, body: Readable, options: PutOptions): Promise<StoredFile>;
  /** A readable stream of the file and its size, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Writes a small buffer (seeding). */
  putBuffer(key: string, data: Buffer): Promise<void>;
}

const safeKey = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,500}$/;

/** Throws on a key that is not a plain relative path (every implementation checks its keys the same). */
export function checkKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`invalid storage key "${key}"`);
  return key;
}

/**
 * Streams `body` into `sink` through the byte cap, keeping the first `sniffBytes` and showing each chunk
 * to `onChunk`. Rejects with TooLargeError past `maxBytes`, or with the source's or the sink's error; the
 * caller removes whatever the sink had written.
 */
export async function meteredCopy(
  body: Readable,
  sink: Writable,
  options: PutOptions,
): Promise<StoredFile> {
  const sniff = options.sniffBytes ?? 4096;
  const headParts: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > options.maxBytes) {
        done(new TooLargeError(options.maxBytes));
        return;
      }
      if (headSize < sniff) {
        const part = chunk.subarray(0, sniff - headSize);
        headParts.push(part);
        headSize += part.length;
      }
      options.onChunk?.(chunk);
      done(null, chunk);
    },
  });
  // The source is piped by hand so that an abort (too large) leaves it alone: the caller decides what
  // happens to the rest of the request.
  const written = pipeline(counter, sink);
  const onSourceError = (error: Error) => counter.destroy(error);
  body.once('error', onSourceError);
  body.pipe(counter);
  try {
    await written;
  } catch (error) {
    body.unpipe(counter);
    throw error;
  } finally {
    body.off('error', onSourceError);
  }
  return { size, head: Buffer.concat(headParts) };
}

export class DiskStorage implements Storage {
  constructor(readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, checkKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('key escapes root');
    return full;
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredFile> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    try {
      return await meteredCopy(
        body,
        createWriteStream(full, { flags: 'wx', mode: 0o600 }),
        options,
      );
    } catch (error) {
      await rm(full, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    const full = this.resolve(key);
    try {
      const s = await stat(full);
      return { stream: createReadStream(full), size: s.size };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  async putBuffer(key: string, data: Buffer) {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(full, data, { mode: 0o600 });
  }
}
