/**
 * A local S3-compatible server for the tests (s3rver: objects in a temp folder, on 127.0.0.1 and a free
 * port), and buckets on it. `config(bucket)` is what STORAGE=s3 with S3_ENDPOINT … would give the server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export interface LocalS3 {
  endpoint: string;
  /** Creates a bucket with a fresh name and returns its name. */
  createBucket(): Promise<string>;
  /** The storage settings for a bucket of this server. */
  config(bucket: string): S3Config;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'petrobridge-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (bucket: string): S3Config => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: config('x').credentials,
  });
  return {
    endpoint,
    config,
    async createBucket() {
      const bucket = `pb-test-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async close() {
      admin.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
