/**
 * KYC documents that expire (insurance, licences; issue 14): their owner is told once, 30 days ahead
 * (or at once when the document is recorded closer to its expiry), so that a renewed document can be
 * uploaded before the old one counts as missing. Run at start and then hourly, like the upload sweep;
 * several instances may run it together: the mark is set where it is still empty, so each document is
 * announced once.
 */
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { companies, kycDocuments } from '../db/schema';
import type { Services } from '../services';
import { notify } from './notify';

/** How many days ahead the owner is told. */
export const EXPIRY_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** 'business_license' → 'Business license'. */
const typeWords = (type: string) => {
  const words = type.replaceAll('_', ' ');
  return words[0]!.toUpperCase() + words.slice(1);
};

/** Tells the owners of the current documents expiring within the notice period; returns how many. */
export async function notifyExpiringDocuments(services: Services): Promise<number> {
  const { db } = services.database;
  const now = services.now();
  const horizon = new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const due = await db
    .select({
      id: kycDocuments.id,
      documentType: kycDocuments.documentType,
      expiresAt: kycDocuments.expiresAt,
      companyId: companies.id,
      companyName: companies.name,
      ownerId: companies.ownerId,
    })
    .from(kycDocuments)
    .innerJoin(companies, eq(companies.id, kycDocuments.companyId))
    .where(
      and(
        isNull(kycDocuments.replacedAt),
        isNull(kycDocuments.expiryNoticeAt),
        isNotNull(kycDocuments.expiresAt),
        lte(kycDocuments.expiresAt, horizon),
      ),
    );
  let sent = 0;
  for (const doc of due) {
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(kycDocuments)
        .set({ expiryNoticeAt: now })
        .where(and(eq(kycDocuments.id, doc.id), isNull(kycDocuments.expiryNoticeAt)))
        .returning({ id: kycDocuments.id });
      if (!marked) return; // another instance told them
      const expired = doc.expiresAt! < today;
      const what = `${typeWords(doc.documentType)} of ${doc.companyName}`;
      await notify(tx, [doc.ownerId], {
        title: expired ? 'KYC document expired' : 'KYC document expires soon',
        message: expired
          ? `${what} expired on ${doc.expiresAt}: it counts as missing until you upload a renewed one.`
          : `${what} expires on ${doc.expiresAt}. Upload a renewed document before then: an expired document counts as missing.`,
        type: 'warning',
        relatedEntityType: 'company',
        relatedEntityId: doc.companyId,
      });
      sent += 1;
    });
  }
  return sent;
}

/** Runs {@link notifyExpiringDocuments} every `everyMs`; returns the stop function. */
export function scheduleExpiryNotices(
  services: Services,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => void notifyExpiringDocuments(services).catch(onError), everyMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
