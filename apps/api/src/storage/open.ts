/**
 * The server's storage from its configuration: an S3-compatible bucket when `config.s3` is set (checked
 * at start, so a wrong bucket or endpoint stops the server with a message instead of failing uploads
 * later), else the disk under UPLOADS_DIR, DATA_DIR/uploads, or a temp folder for ':memory:'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { S3Storage } from './s3';
import { DiskStorage, type Storage } from './storage';

export async function openStorage(config: Config): Promise<{ storage: Storage; close(): void }> {
  if (config.s3) {
    const s3 = new S3Storage(config.s3);
    try {
      await s3.assertReachable();
    } catch (error) {
      s3.close();
      throw error;
    }
    return { storage: s3, close: () => s3.close() };
  }
  let uploadsDir = config.uploadsDir;
  let removeUploadsDir = false;
  if (!uploadsDir) {
    if (config.dataDir === ':memory:') {
      uploadsDir = mkdtempSync(path.join(tmpdir(), 'petrobridge-uploads-'));
      removeUploadsDir = true;
    } else {
      uploadsDir = path.join(config.dataDir, 'uploads');
    }
  }
  const root = uploadsDir;
  return {
    storage: new DiskStorage(root),
    close: () => {
      if (removeUploadsDir) rmSync(root, { recursive: true, force: true });
    },
  };
}
