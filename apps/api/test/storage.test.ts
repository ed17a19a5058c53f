/**
 * The storage contract (src/storage/storage.ts), run against each implementation: the disk, and S3 on a
 * local S3-compatible server (s3rver) started here. Then the S3 settings: how the environment selects
 * them, that a bad bucket stops the start, and the upload → KYC document → download path on S3.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { demoPdf } from '../src/seed/demo';
import { S3Storage } from '../src/storage/s3';
import { DiskStorage, TooLargeError, type Storage } from '../src/storage/storage';
import { newAccount, startServer } from './support/harness';
import { startLocalS3, type LocalS3 } from './support/s3';

let s3: LocalS3;
let diskRoot: string;
const opened: S3Storage[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = mkdtempSync(path.join(tmpdir(), 'petrobridge-storage-test-'));
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await s3?.close();
  if (diskRoot) rmSync(diskRoot, { recursive: true, force: true });
});

const implementations: Array<[string, () => Promise<Storage>]> = [
  ['disk', async () => new DiskStorage(mkdtempSync(path.join(diskRoot, 'root-')))],
  [
    's3',
    async () => {
      const storage = new S3Storage(s3.config(await s3.createBucket()));
      opened.push(storage);
      await storage.assertReachable();
      return storage;
    },
  ],
];

/** A stream of the bytes in pieces of `chunk` bytes. */
function streamOf(data: Buffer, chunk = 1000): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunk) parts.push(data.subarray(i, i + chunk));
  return Readable.from(parts, { objectMode: false });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sample = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 256));

describe.each(implementations)('the storage contract on %s', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  test('put streams the bytes in, with their size, head and every chunk shown; get reads them back', async () => {
    const data = sample(25_000);
    const seen: Buffer[] = [];
    const stored = await storage.put('kyc/one-abc', streamOf(data), {
      maxBytes: 30_000,
      sniffBytes: 16,
      onChunk: (chunk) => seen.push(Buffer.from(chunk)),
    });
    expect(stored.size).toBe(data.length);
    expect(stored.head.equals(data.subarray(0, 16))).toBe(true);
    expect(Buffer.concat(seen).equals(data)).toBe(true);
    const file = await storage.get('kyc/one-abc');
    expect(file?.size).toBe(data.length);
    expect((await bytesOf(file!.stream)).equals(data)).toBe(true);
  });

  test('exactly maxBytes is accepted; the head defaults to 4096 bytes', async () => {
    const data = sample(5000);
    const stored = await storage.put('kyc/at-limit', streamOf(data, 333), { maxBytes: 5000 });
    expect(stored.size).toBe(5000);
    expect(stored.head.equals(data.subarray(0, 4096))).toBe(true);
    expect((await storage.get('kyc/at-limit'))?.size).toBe(5000);
  });

  test('an empty stream is an empty file', async () => {
    const stored = await storage.put('kyc/empty', streamOf(Buffer.alloc(0)), { maxBytes: 10 });
    expect(stored).toEqual({ size: 0, head: Buffer.alloc(0) });
    const file = await storage.get('kyc/empty');
    expect(file?.size).toBe(0);
    expect((await bytesOf(file!.stream)).length).toBe(0);
  });

  test('a missing key reads as null', async () => {
    expect(await storage.get('kyc/never-written')).toBeNull();
  });

  test('delete removes the file; deleting a missing key is not an error', async () => {
    await storage.put('kyc/to-delete', streamOf(sample(100)), { maxBytes: 1000 });
    expect(await storage.get('kyc/to-delete')).not.toBeNull();
    await storage.delete('kyc/to-delete');
    expect(await storage.get('kyc/to-delete')).toBeNull();
    await expect(storage.delete('kyc/to-delete')).resolves.toBeUndefined();
    await expect(storage.delete('kyc/never-written')).resolves.toBeUndefined();
  });

  test('past maxBytes: TooLargeError, nothing under the key, and the source left to the caller', async () => {
    const source = streamOf(sample(50_000));
    const put = storage.put('kyc/too-large', source, { maxBytes: 20_000 });
    await expect(put).rejects.toBeInstanceOf(TooLargeError);
    await expect(put).rejects.toMatchObject({ limit: 20_000 });
    expect(source.destroyed).toBe(false);
    expect(await storage.get('kyc/too-large')).toBeNull();
  });

  test('a source that fails midway: the error, and nothing under the key', async () => {
    async function* failing() {
      yield sample(3000);
      throw new Error('connection reset');
    }
    const put = storage.put('kyc/broken', Readable.from(failing()), { maxBytes: 100_000 });
    await expect(put).rejects.toThrow('connection reset');
    expect(await storage.get('kyc/broken')).toBeNull();
  });

  test('putBuffer writes a whole buffer, replacing what was there', async () => {
    await storage.putBuffer('contracts/deal-1.pdf', Buffer.from('first'));
    await storage.putBuffer('contracts/deal-1.pdf', Buffer.from('second version'));
    const file = await storage.get('contracts/deal-1.pdf');
    expect(file?.size).toBe(14);
    expect((await bytesOf(file!.stream)).toString()).toBe('second version');
  });

  test('keys that are not plain relative paths are refused by every method', async () => {
    for (const key of ['../outside', 'kyc/../../outside', '/absolute', '', 'a\\b', 'kyc/x y']) {
      await expect(storage.put(key, streamOf(sample(10)), { maxBytes: 100 })).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.putBuffer(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('choosing S3 storage', () => {
  test('STORAGE=s3 or S3_BUCKET selects it; disk otherwise', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE: 'disk', S3_BUCKET: 'files' }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'files' }).s3).toEqual({
      bucket: 'files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'files',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '0' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  test('incomplete or wrong settings are refused when the configuration is read', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'STORAGE=s3 needs S3_BUCKET: the name of an existing bucket',
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be "disk" or "s3"');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL, got "minio:9000"',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })).toThrow(
      'S3_ENDPOINT must be a URL, got "not a url"',
    );
  });

  test('a bucket that does not exist stops the server at start, naming it', async () => {
    const config = loadConfig(
      {},
      {
        dataDir: ':memory:',
        seedDemo: false,
        logLevel: 'silent',
        webDist: '/nonexistent',
        s3: s3.config('no-such-bucket'),
      },
    );
    await expect(buildApp({ config, logger: false })).rejects.toThrow(
      `S3 storage: bucket "no-such-bucket" at ${s3.endpoint} (region us-east-1) is not usable: no such bucket (404).`,
    );
  });
});

describe('the API on S3 storage', () => {
  test('an upload recorded as a KYC document is in the bucket and downloads byte for byte', async () => {
    const bucket = await s3.createBucket();
    const server = await startServer({ seedDemo: false, config: { s3: s3.config(bucket) } });
    try {
      expect(server.app.services.storage).toBeInstanceOf(S3Storage);
      const owner = await newAccount(server, 'seller');
      const company = await owner.post('/api/companies', { name: 'S3 Ltd', country: 'Ghana' });
      expect(company.status).toBe(201);
      const file = demoPdf('Stored in S3');
      const { uploadURL } = (await owner.post('/api/kyc-documents/upload-url')).body;
      const put = await server.request('PUT', new URL(uploadURL).pathname, {
        body: file,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.status).toBe(200);
      const reader = new S3Storage(s3.config(bucket));
      opened.push(reader);
      const inBucket = await reader.get(put.body.filePath);
      expect(inBucket?.size).toBe(file.length);
      inBucket?.stream.destroy();
      const doc = await owner.post('/api/kyc-documents', {
        companyId: company.body.id,
        documentType: 'business_license',
        originalFileName: 'licence.pdf',
        ...put.body,
      });
      expect(doc.status).toBe(201);
      const download = await server.app.inject({
        method: 'GET',
        url: `/api/kyc-documents/${doc.body.id}/download`,
        headers: { cookie: owner.cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(Number(download.headers['content-length'])).toBe(file.length);
      expect(download.rawPayload.equals(file)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
