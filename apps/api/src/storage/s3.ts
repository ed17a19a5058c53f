/**
 * The storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), for API instances that
 * share their files. Same semantics as DiskStorage (storage.ts), checked by the same contract test:
 * - `put` meters the stream exactly as the disk does (byte cap, sniffed head, `onChunk`), holding it in
 *   memory (at most `maxBytes`, 10 MiB for uploads) and then writes it with one PutObject, which is
 *   atomic: a refused, failed or too-large upload leaves nothing under the key;
 * - `get` answers null only when the object does not exist (NoSuchKey); any other failure (network,
 *   credentials, missing bucket) is an error, never a "missing file";
 * - `delete` of a missing key is not an error (as `rm --force`).
 * Keys are the same checked relative paths; every caller makes them unique (a random suffix or the
 * deal's id), so unlike the disk's `wx` a put does not refuse an existing key.
 */
import { Readable, Writable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { checkKey, meteredCopy, type PutOptions, type Storage, type StoredFile } from './storage';

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(readonly config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable endpoint fails the request (and the start-up check) in seconds, not minutes.
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  /** Fails with a message naming the settings when the bucket cannot be reached (checked at start). */
  async assertReachable(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const why =
        status === 404
          ? 'no such bucket (404)'
          : status === 403 || status === 401
            ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : `${errorName(error) ?? 'error'}${status ? ` ${status}` : ''}: ${(error as Error).message}`;
      throw new Error(
        `S3 storage: bucket "${this.bucket}" at ${this.config.endpoint ?? 'AWS S3'} ` +
          `(region ${this.config.region}) is not usable: ${why}. ` +
          'Check S3_BUCKET, S3_ENDPOINT and S3_REGION; the bucket must exist.',
        { cause: error },
      );
    }
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredFile> {
    checkKey(key);
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        parts.push(chunk);
        done();
      },
    });
    const stored = await meteredCopy(body, sink, options);
    await this.putBuffer(key, Buffer.concat(parts, stored.size));
    return stored;
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    checkKey(key);
    let res;
    try {
      res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      const name = errorName(error);
      if (name === 'NoSuchKey' || (statusOf(error) === 404 && name !== 'NoSuchBucket')) return null;
      throw error;
    }
    const stream = res.Body;
    if (!(stream instanceof Readable) || res.ContentLength === undefined) {
      (stream as Readable | undefined)?.destroy?.();
      throw new Error(`S3 storage: GetObject of "${key}" gave no stream or no length`);
    }
    return { stream, size: res.ContentLength };
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
