/**
 * Removes uploads that never became a document: files uploaded but not recorded with createKycDocument
 * or createOfferDocument within `orphanUploadMinutes` (their row and their bytes), and upload URLs that
 * expired unused. Also applies the retention rule for replaced KYC document versions: the file of a
 * version replaced before anyone reviewed it (no decision, no re-upload request) is deleted
 * `replacedFileRetentionDays` after its replacement; the record stays as history, its `filePath` set to a
 * `removed/` key that names no file. Reviewed versions are evidence of a decision and are kept. Run at
 * start and periodically; the clock is the services' own, so tests move it instead of waiting.
 */
import { and, eq, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import { kycDocuments, uploads } from '../db/schema';
import type { Services } from '../services';

/** The `filePath` of a document version whose file the retention rule removed. */
export const REMOVED_FILE_PREFIX = 'removed/';

/** Deletes the files of unreviewed replaced versions past their retention; answers how many. */
export async function sweepReplacedVersions(services: Services): Promise<number> {
  const { db } = services.database;
  const cutoff = new Date(
    services.now().getTime() - services.config.replacedFileRetentionDays * 86_400_000,
  );
  let files = 0;
  for (;;) {
    // A batch at a time, picked and marked in one transaction (another sweep skips the locked rows).
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: kycDocuments.id, filePath: kycDocuments.filePath })
        .from(kycDocuments)
        .where(
          and(
            isNotNull(kycDocuments.replacedAt),
            lt(kycDocuments.replacedAt, cutoff),
            isNull(kycDocuments.reviewedAt),
            isNull(kycDocuments.reuploadRequestedAt),
            not(sql`${kycDocuments.filePath} like ${`${REMOVED_FILE_PREFIX}%`}`),
          ),
        )
        .limit(100)
        .for('update', { skipLocked: true });
      for (const row of rows)
        await tx
          .update(kycDocuments)
          .set({ filePath: `${REMOVED_FILE_PREFIX}${row.id}` })
          .where(eq(kycDocuments.id, row.id));
      return rows;
    });
    for (const row of batch) {
      await services.storage.delete(row.filePath).catch(() => undefined);
      files++;
    }
    if (batch.length < 100) return files;
  }
}

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
  return files + (await sweepReplacedVersions(services));
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
