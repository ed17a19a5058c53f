/**
 * One builder per table: typed demo records (data.ts) in, insert rows out. Builders are pure — the time of
 * seeding and the ids of rows inserted before come in through `SeedContext` — so demo.ts only orders the
 * inserts and the files.
 */
import {
  commissionAmount,
  contractConsentText,
  lcDocumentTypes,
  totalValue,
  type DealStatus,
  type DocumentType,
  type KycStatus,
} from '@petrobridge/domain';
import type {
  companies,
  dealContracts,
  dealEvents,
  dealSignatures,
  dealProposals,
  deals,
  LcDetailsRecord,
  ShippingDetailsRecord,
  kycDocuments,
  notifications,
  offers,
  rfqs,
  users,
} from '../db/schema';
import { formatDealNumber } from '../lib/deal-numbers';
import { lcSummary, proposalSummary, shippingSummary } from '../lib/deal-desk';
import { renderContract } from '../lib/contract';
import {
  accountAgeDays,
  companyReviewer,
  demoAccountList,
  demoCompanies,
  demoDeals,
  demoDocuments,
  demoNotifications,
  demoOffers,
  demoRfqs,
  documentReviewer,
  offerTerms,
  pendingAccounts,
  type AccountKey,
  type CompanyKey,
  type DealKey,
  type DealSeed,
  type DocumentSeed,
  type OfferKey,
  type RfqKey,
} from './data';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The moment of seeding, and the ids of the rows inserted so far, by key. */
export interface SeedContext {
  now: Date;
  accounts: Record<AccountKey, string>;
  companies: Record<CompanyKey, string>;
  offers: Record<OfferKey, string>;
  rfqs: Record<RfqKey, string>;
  deals: Record<DealKey, string>;
}

/** `days` from the moment of seeding (negative: in the past), plus `hours`. */
export const at = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() + days * DAY + hours * HOUR);
/** The calendar date (YYYY-MM-DD) `days` from the moment of seeding. */
const day = (now: Date, days: number) => at(now, days).toISOString().slice(0, 10);

const keysOf = <T extends object>(o: T) => Object.keys(o) as Array<keyof T & string>;
const decided = (status: KycStatus) => status === 'approved' || status === 'rejected';

/** Demo accounts in insertion order, with their keys (to map the returned ids back). */
export function userRows(now: Date, passwordHash: string) {
  return keysOf(demoAccountList).map((key) => {
    const a = demoAccountList[key];
    const created = at(now, -accountAgeDays[key]);
    const row: typeof users.$inferInsert = {
      email: a.email,
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      passwordHash,
      authProvider: 'local',
      isEmailVerified: true,
      approvalStatus: pendingAccounts.includes(key) ? 'pending' : 'approved',
      createdAt: created,
      updatedAt: created,
    };
    return { key, row };
  });
}

/** The owner of a demo company: who offers, asks, uploads and trades for it. */
export const ownerOf = (ctx: Pick<SeedContext, 'accounts'>, company: CompanyKey) =>
  ctx.accounts[demoCompanies[company].owner];

export function companyRows(ctx: Pick<SeedContext, 'now' | 'accounts'>) {
  return keysOf(demoCompanies).map((key) => {
    const c: (typeof demoCompanies)[CompanyKey] = demoCompanies[key];
    const status = c.kycStatus;
    const row: typeof companies.$inferInsert = {
      name: c.name,
      ownerId: ownerOf(ctx, key),
      country: c.country,
      registrationNumber: `RC-${(Math.abs(hash(c.name)) % 900000) + 100000}`,
      address: 'address' in c ? c.address : null,
      industry: 'oil_gas',
      website: `https://${c.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '')}.example`,
      kycStatus: status,
      kycSubmittedAt: status === 'pending' ? null : at(ctx.now, -c.ago + 2),
      kycReviewedAt: decided(status) ? at(ctx.now, -c.ago + 5) : null,
      kycReviewedBy: decided(status) ? ctx.accounts[companyReviewer] : null,
      kycNotes:
        status === 'rejected'
          ? 'Bank statement does not cover the last 3 months; certificate of insurance expired.'
          : status === 'approved'
            ? 'All documents verified.'
            : null,
      // Recomputed from the approved documents once they are in (demo.ts).
      kycCompletionPercentage: status === 'approved' ? 100 : 0,
      createdAt: at(ctx.now, -c.ago),
      updatedAt: at(ctx.now, -c.ago),
    };
    return { key, row };
  });
}

/** The storage file of each demo document, in order: its key, kind and the title printed in it. */
export interface DemoFile {
  key: string;
  kind: 'pdf' | 'png';
  title: string;
}

/** Some insurance certificates are images (a scan), the rest PDFs. */
const isPng = (d: DocumentSeed, index: number) =>
  d.type === 'insurance_certificate' && index % 3 === 0;

export const documentFiles = (): DemoFile[] =>
  demoDocuments.map((d, i) => ({
    key: `kyc/demo-${i + 1}`,
    kind: isPng(d, i) ? 'png' : 'pdf',
    title: `${d.type.replaceAll('_', ' ')} - demo`,
  }));

/** Document rows, with the size of each stored file (same order as documentFiles). */
export function documentRows(
  ctx: Pick<SeedContext, 'now' | 'accounts' | 'companies'>,
  fileSizes: readonly number[],
) {
  return demoDocuments.map((d, i): typeof kycDocuments.$inferInsert => {
    const png = isPng(d, i);
    const uploaded = at(ctx.now, -d.ago);
    const replaced = d.replacedDaysAgo === undefined ? null : at(ctx.now, -d.replacedDaysAgo);
    return {
      companyId: ctx.companies[d.company],
      documentType: d.type,
      originalFileName: `${d.type}.${png ? 'png' : 'pdf'}`,
      filePath: `kyc/demo-${i + 1}`,
      fileSize: fileSizes[i]!,
      mimeType: png ? 'image/png' : 'application/pdf',
      status: d.status,
      reviewNotes:
        d.status === 'rejected'
          ? 'The document is illegible; please upload a clear scan.'
          : d.status === 'approved'
            ? 'Verified.'
            : null,
      reviewedBy: decided(d.status) ? ctx.accounts[documentReviewer] : null,
      reviewedAt: decided(d.status) ? at(ctx.now, -d.ago + 1) : null,
      uploadedBy: ownerOf(ctx, d.company),
      uploadedAt: uploaded,
      createdAt: uploaded,
      updatedAt: replaced ?? uploaded,
      ...(replaced ? { replacedAt: replaced } : {}),
    };
  });
}

/** Each replaced document version and the current one of its company and type that replaced it. */
export function replacements(
  inserted: ReadonlyArray<{
    id: string;
    companyId: string;
    type: DocumentType;
    replacedAt: Date | null;
  }>,
): Array<{ id: string; replacedById: string }> {
  return inserted.flatMap((old) => {
    if (!old.replacedAt) return [];
    const successor = inserted.find(
      (d) => d.companyId === old.companyId && d.type === old.type && !d.replacedAt,
    );
    return successor ? [{ id: old.id, replacedById: successor.id }] : [];
  });
}

export function offerRows(ctx: Pick<SeedContext, 'now' | 'accounts' | 'companies'>) {
  return keysOf(demoOffers).map((key) => {
    const o: (typeof demoOffers)[OfferKey] = demoOffers[key];
    // What the demo's locked deals on this offer committed of it (issue 27: remaining volume).
    const committed = keysOf(demoDeals)
      .map((k): DealSeed => demoDeals[k])
      .filter((d) => d.offer === key && d.status !== 'negotiation' && d.status !== 'cancelled')
      .reduce((sum, d) => sum + d.volume, 0);
    const row: typeof offers.$inferInsert = {
      sellerId: ownerOf(ctx, o.company),
      companyId: ctx.companies[o.company],
      productType: o.productType,
      volume: o.volume,
      volumeUnit: o.volumeUnit,
      pricePerUnit: o.price,
      currency: 'USD',
      deliveryLocation: o.location,
      deliveryDate: o.deliveryInDays === null ? null : day(ctx.now, o.deliveryInDays),
      terms: offerTerms,
      isActive: ('isActive' in o ? o.isActive : true) && committed < o.volume,
      committedVolume: committed,
      fullyCommitted: committed >= o.volume,
      isAnonymized: true,
      createdAt: at(ctx.now, -o.ago),
      updatedAt: at(ctx.now, -o.ago),
    };
    return { key, row };
  });
}

export function rfqRows(ctx: Pick<SeedContext, 'now' | 'accounts' | 'companies'>) {
  return keysOf(demoRfqs).map((key) => {
    const r: (typeof demoRfqs)[RfqKey] = demoRfqs[key];
    const row: typeof rfqs.$inferInsert = {
      buyerId: ownerOf(ctx, r.company),
      companyId: ctx.companies[r.company],
      productType: r.productType,
      volume: r.volume,
      volumeUnit: r.volumeUnit,
      maxPricePerUnit: r.maxPrice,
      currency: 'USD',
      deliveryLocation: r.location,
      requiredDeliveryDate: day(ctx.now, r.deliveryInDays),
      specifications: r.specifications,
      isActive: 'isActive' in r ? r.isActive : true,
      createdAt: at(ctx.now, -r.ago),
      updatedAt: at(ctx.now, -r.ago),
    };
    return { key, row };
  });
}

/** The way forward a deal travels; cancellation leaves it from negotiation. */
const forward: DealStatus[] = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
];
const DEFAULT_RATE = '2.50';

/**
 * Deal rows in data order. `sequence` holds one value of the deal-number sequence per deal
 * (lib/deal-numbers.ts, the generator the API uses too), in the same order.
 */
export function dealRows(
  ctx: Pick<SeedContext, 'now' | 'accounts' | 'companies' | 'offers' | 'rfqs'>,
  sequence: readonly number[],
) {
  return keysOf(demoDeals).map((key, i) => {
    const d: DealSeed = demoDeals[key];
    const n = sequence[i]!;
    const created = at(ctx.now, -d.ago);
    const rate = d.rate ?? DEFAULT_RATE;
    const total = totalValue(d.volume, d.price);
    const buyerId = ownerOf(ctx, d.buyerCompany);
    const row: typeof deals.$inferInsert = {
      dealNumber: formatDealNumber(created, n),
      brokerId: ctx.accounts[d.broker],
      sellerId: ownerOf(ctx, d.sellerCompany),
      buyerId,
      sellerCompanyId: ctx.companies[d.sellerCompany],
      buyerCompanyId: ctx.companies[d.buyerCompany],
      offerId: d.offer ? ctx.offers[d.offer] : null,
      rfqId: d.rfq ? ctx.rfqs[d.rfq] : null,
      productType: d.productType,
      volume: d.volume,
      volumeUnit: d.volumeUnit,
      pricePerUnit: d.price,
      totalValue: total,
      currency: 'USD',
      commissionRate: rate,
      commissionAmount: commissionAmount(total, rate),
      status: d.status,
      deliveryLocation: d.location,
      deliveryDate: day(ctx.now, d.deliveryInDays),
      lcDetails: forward.indexOf(d.status) >= 2 ? lcOf(ctx, d, buyerId) : null,
      shippingDetails: forward.indexOf(d.status) >= 2 ? shippingOf(ctx, d) : null,
      documents: [],
      notes: null,
      lockedAt: d.locked ? at(ctx.now, -d.ago + 1) : null,
      lockedBy: d.locked ? buyerId : null,
      // Past negotiation, the seller and the buyer had agreed its terms (the lock binds only those).
      termsAgreedAt:
        d.status !== 'negotiation' && d.status !== 'cancelled' ? at(ctx.now, -d.ago, 1) : null,
      createdAt: created,
      updatedAt: at(ctx.now, -d.ago + 2),
    };
    return { key, row };
  });
}

/** The letter of credit of a deal past lc_pending: opened by the buyer's bank, confirmed in Africa. */
function lcOf(ctx: Pick<SeedContext, 'now'>, d: DealSeed, buyerId: string): LcDetailsRecord {
  return {
    issuingBank: 'Citibank N.A., New York',
    confirmingBank: 'Afreximbank, Cairo',
    lcNumber: `CITI/LC/${9000 + d.ago * 7}`,
    amount: totalValue(d.volume, d.price)!,
    currency: 'USD',
    tolerancePercent: 0,
    issueDate: day(ctx.now, -d.ago + 2),
    expiryDate: day(ctx.now, d.deliveryInDays + 30),
    latestShipmentDate: day(ctx.now, d.deliveryInDays - 10),
    documentsRequired: lcDocumentTypes.filter((t) => t !== 'packing_list'),
    recordedBy: buyerId,
    recordedAt: at(ctx.now, -d.ago, 3).toISOString(),
  };
}

const loadPorts: Partial<Record<CompanyKey, string>> = {
  nigerDelta: 'Bonny Terminal, Nigeria',
  luanda: 'Luanda, Angola',
};

/**
 * The shipment of a deal past lc_pending: the vessel nominated once the LC is confirmed, the bill of
 * lading from shipped on (18 days before the delivery date, the ETA).
 */
function shippingOf(
  ctx: Pick<SeedContext, 'now' | 'accounts'>,
  d: DealSeed,
): ShippingDetailsRecord {
  const loaded = forward.indexOf(d.status) >= 3;
  return {
    vesselName: d.volumeUnit === 'MMBtu' ? 'LNG Bonny Spirit' : 'MT Atlantic Dawn',
    imoNumber: d.volumeUnit === 'MMBtu' ? '9690145' : '9321483',
    billOfLadingNumber: loaded
      ? `BL-${d.productType.slice(0, 3).toUpperCase()}-${d.ago}`
      : undefined,
    billOfLadingDate: loaded ? day(ctx.now, d.deliveryInDays - 18) : undefined,
    loadPort: loadPorts[d.sellerCompany] ?? 'Lagos, Nigeria',
    dischargePort: d.location,
    eta: day(ctx.now, d.deliveryInDays),
    // Delivered on its ETA: on or after the bill of lading, never in the future.
    deliveredDate: forward.indexOf(d.status) >= 4 ? day(ctx.now, d.deliveryInDays) : undefined,
    recordedBy: ctx.accounts[d.broker],
    recordedAt: at(ctx.now, -d.ago, 5).toISOString(),
  };
}

/**
 * The negotiation of each deal made on a listing: the proposal it was made with — still open while the
 * deal negotiates, accepted once it moved on, closed when it was cancelled.
 */
export function dealProposalRows(ctx: SeedContext): Array<typeof dealProposals.$inferInsert> {
  return keysOf(demoDeals).flatMap((key) => {
    const d: DealSeed = demoDeals[key];
    if (!d.offer && !d.rfq) return [];
    const authorId = ownerOf(ctx, d.offer ? d.buyerCompany : d.sellerCompany);
    const status =
      d.status === 'negotiation' ? 'open' : d.status === 'cancelled' ? 'closed' : 'accepted';
    return [
      {
        dealId: ctx.deals[key],
        authorId,
        authorRole: d.offer ? 'buyer' : 'seller',
        pricePerUnit: d.price,
        volume: d.volume,
        deliveryDate: day(ctx.now, d.deliveryInDays),
        notes: null,
        status,
        respondedAt: status === 'open' ? null : at(ctx.now, -d.ago, 1),
        // The proposer's side accepted its own terms; an accepted proposal was accepted by both.
        sellerAcceptedAt: status === 'accepted' || !d.offer ? at(ctx.now, -d.ago, 1) : null,
        buyerAcceptedAt: status === 'accepted' || d.offer ? at(ctx.now, -d.ago, 1) : null,
        createdAt: at(ctx.now, -d.ago, 1),
      } as const,
    ];
  });
}

/**
 * Each deal's audit trail, consistent with its status: created (by the proposer, or the broker), the
 * proposal, every move along the way (the lock and the LC by the buyer, the rest by the broker) or the
 * cancellation, and an admin's commission change; one hour apart.
 */
export function dealEventRows(ctx: SeedContext): Array<typeof dealEvents.$inferInsert> {
  return keysOf(demoDeals).flatMap((key) => {
    const d: DealSeed = demoDeals[key];
    const dealId = ctx.deals[key];
    const broker = ctx.accounts[d.broker];
    const sellerId = ownerOf(ctx, d.sellerCompany);
    const buyerId = ownerOf(ctx, d.buyerCompany);
    let t = at(ctx.now, -d.ago).getTime();
    const step = () => new Date((t += HOUR));
    const actor = d.offer ? buyerId : d.rfq ? sellerId : broker;
    const events: Array<typeof dealEvents.$inferInsert> = [
      { dealId, actorId: actor, kind: 'created', toStatus: 'negotiation', createdAt: new Date(t) },
    ];
    if (d.offer || d.rfq)
      events.push({
        dealId,
        actorId: actor,
        kind: 'proposal',
        notes: proposalSummary(
          'Proposed',
          { pricePerUnit: d.price, volume: d.volume, deliveryDate: day(ctx.now, d.deliveryInDays) },
          { currency: 'USD', volumeUnit: d.volumeUnit },
        ),
        createdAt: step(),
      });
    if (d.status === 'cancelled') {
      events.push({
        dealId,
        actorId: broker,
        kind: 'status_changed',
        fromStatus: 'negotiation',
        toStatus: 'cancelled',
        notes: 'Buyer withdrew: freight rates moved.',
        createdAt: step(),
      });
      return events;
    }
    for (let k = 1; k <= forward.indexOf(d.status); k++) {
      const locked = k === 1 && !!d.locked;
      // The LC is recorded before it is confirmed, the shipment before the deal sails.
      if (k === 2)
        events.push({
          dealId,
          actorId: buyerId,
          kind: 'lc_recorded',
          notes: lcSummary(lcOf(ctx, d, buyerId)),
          createdAt: step(),
        });
      if (k === 3)
        events.push({
          dealId,
          actorId: broker,
          kind: 'shipping_recorded',
          notes: shippingSummary(shippingOf(ctx, d)),
          createdAt: step(),
        });
      events.push({
        dealId,
        actorId: locked || k === 2 ? buyerId : broker,
        kind: locked ? 'locked' : 'status_changed',
        fromStatus: forward[k - 1],
        toStatus: forward[k],
        notes: locked ? null : k === 2 ? 'LC issued and confirmed by the advising bank.' : null,
        createdAt: step(),
      });
    }
    if (d.rate)
      events.push({
        dealId,
        actorId: ctx.accounts.admin,
        kind: 'commission_changed',
        notes: `${DEFAULT_RATE} → ${d.rate}`,
        createdAt: step(),
      });
    return events;
  });
}

export function notificationRows(ctx: SeedContext): Array<typeof notifications.$inferInsert> {
  return demoNotifications.map((n) => {
    const about = !n.about
      ? null
      : 'deal' in n.about
        ? { type: 'deal', id: ctx.deals[n.about.deal] }
        : { type: 'company', id: ctx.companies[n.about.company] };
    return {
      userId: ctx.accounts[n.user],
      title: n.title,
      message: n.message,
      type: n.type,
      isRead: n.isRead,
      relatedEntityType: about?.type ?? null,
      relatedEntityId: about?.id ?? null,
      createdAt: at(ctx.now, 0, -n.hoursAgo),
    };
  });
}

/** A stable small hash of a string (registration numbers). */
function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/**
 * The sales contracts of the demo deals past negotiation (not cancelled): each written at its lock as
 * the API writes it (lib/contract.ts), its file, its generated event just after the lock, and — from
 * lc_confirmed on — both parties' signatures with their events. `events` are dealEventRows' (to place
 * the contract's events after each deal's lock).
 */
export async function contractSeeds(
  ctx: SeedContext,
  dealNumbers: Record<DealKey, string>,
  events: Array<typeof dealEvents.$inferInsert>,
) {
  const contracts: Array<typeof dealContracts.$inferInsert> = [];
  const signatures: Array<typeof dealSignatures.$inferInsert> = [];
  const contractEvents: Array<typeof dealEvents.$inferInsert> = [];
  const files: Array<{ key: string; data: Buffer }> = [];
  for (const key of keysOf(demoDeals)) {
    const d: DealSeed = demoDeals[key];
    if (d.status === 'negotiation' || d.status === 'cancelled') continue;
    const dealId = ctx.deals[key];
    const lock = events.find((e) => e.dealId === dealId && e.toStatus === 'lc_pending')!;
    const lockedAt = lock.createdAt!;
    const { bytes, sha256 } = await renderContract({
      dealNumber: dealNumbers[key],
      sellerCompany: demoCompanies[d.sellerCompany].name,
      buyerCompany: demoCompanies[d.buyerCompany].name,
      productType: d.productType,
      volume: d.volume,
      volumeUnit: d.volumeUnit,
      pricePerUnit: d.price,
      totalValue: totalValue(d.volume, d.price),
      currency: 'USD',
      deliveryLocation: d.location,
      deliveryDate: day(ctx.now, d.deliveryInDays),
      lockedAt,
    });
    const storageKey = `contracts/${dealId}.pdf`;
    files.push({ key: storageKey, data: Buffer.from(bytes) });
    contracts.push({ dealId, storageKey, sha256, fileSize: bytes.length, generatedAt: lockedAt });
    const minutes = (n: number) => new Date(lockedAt.getTime() + n * 60_000);
    contractEvents.push({
      dealId,
      actorId: null,
      kind: 'contract_generated',
      notes: `Sales contract generated from the locked terms (SHA-256 ${sha256.slice(0, 12)}…)`,
      createdAt: minutes(1),
    });
    if (forward.indexOf(d.status) < 2) continue;
    for (const [i, side] of (['seller', 'buyer'] as const).entries()) {
      const company = side === 'seller' ? d.sellerCompany : d.buyerCompany;
      const owner = demoAccountList[demoCompanies[company].owner];
      const fullName = `${owner.firstName} ${owner.lastName}`;
      signatures.push({
        dealId,
        side,
        userId: ownerOf(ctx, company),
        fullName,
        consentText: contractConsentText,
        documentHash: sha256,
        signedAt: minutes(10 + 10 * i),
      });
      contractEvents.push({
        dealId,
        actorId: ownerOf(ctx, company),
        kind: 'contract_signed',
        notes: `Contract signed by the ${side}: ${fullName} (SHA-256 ${sha256.slice(0, 12)}…)`,
        createdAt: minutes(10 + 10 * i),
      });
    }
  }
  return { contracts, signatures, events: contractEvents, files };
}
