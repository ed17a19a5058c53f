/**
 * Removes uploads that never became a document: files uploaded but not recorded with createKycDocument
 * or createOfferDocument within `orphanUploadMinutes` (their row and their bytes), and upload URLs that expired unused. Run at
 * start and periodically; the clock is the services' own, so tests move it instead of waiting.
 */
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { uploads } from '../db/schema';
import type { Services } from '../services';

export async function sweepOrphanUploads(services: Services): Promise<number> {
  const { db } = services.database;
  const now = services.now().getTime();
  const orphanBefore = new Date(now - services.config.orphanUploadMinutes * 60_000);
  const removed = await db
    .delete(uploads)
    .where(
      or(
        and(
          isNotNull(uploads.usedAt),
          isNull(uploads.attachedAt),
          lt(uploads.usedAt, orphanBefore),
        ),
        and(isNull(uploads.usedAt), lt(uploads.expiresAt, new Date(now))),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
  let files = 0;
  for (const { storageKey } of removed) {
    if (!storageKey) continue;
    await services.storage.delete(storageKey);
    files++;
  }
  return files;
}

/** Sweeps now and then every `everyMs` until the returned stop function is called. */
export function scheduleUploadSweep(
  services: Services,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  const run = () => sweepOrphanUploads(services).catch(onError);
  const timer = setInterval(run, everyMs);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
