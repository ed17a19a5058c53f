/**
 * Demo data for a first start with an empty database (SEED_DEMO, on by default): the five demo accounts
 * of the README plus the owners of the other demo companies (all with the password `petrobridge-demo`,
 * hashed once), companies in every KYC state (sellers in Nigeria, Angola and Ghana; buyers in the US and
 * Europe), offers and RFQs of all seven products, deals in every status with their event trail, KYC
 * documents in every review state with small real files in storage, proof of product on two of the demo
 * seller's offers (the Brent offer verified, the diesel one awaiting review), and notifications.
 *
 * Known figures the tests and the README rely on: the demo seller has 3 unread notifications (and 2 read),
 * the demo buyer 2 unread (and 2 read); the demo seller's and buyer's companies are KYC-approved.
 *
 * The records are in data.ts, the rows built from them in builders.ts; this module writes the files and
 * inserts the rows in dependency order, in one transaction.
 */
import { count, eq, sql } from 'drizzle-orm';
import {
  DEMO_PASSWORD,
  demoAccounts,
  isVerifiedSupply,
  subscriptionEnd,
  type BillingInterval,
} from '@petrobridge/domain';
import {
  companies,
  customerSubscriptions,
  dealContracts,
  dealEvents,
  dealProposals,
  dealSignatures,
  deals,
  kycDocuments,
  notifications,
  offerDocuments,
  offers,
  paymentLinks,
  paymentTransactions,
  rfqs,
  subscriptionPlans,
  users,
} from '../db/schema';
import type { Queryable } from '../db/tx';
import type { Services } from '../services';
import { hashPassword } from '../auth/passwords';
import { reserveDealSequence } from '../lib/deal-numbers';
import {
  companyRows,
  dealEventRows,
  contractSeeds,
  dealProposalRows,
  dealRows,
  documentFiles,
  at,
  documentRows,
  notificationRows,
  offerRows,
  replacements,
  rfqRows,
  userRows,
  type SeedContext,
} from './builders';
import {
  demoDeals,
  demoOfferDocuments,
  demoPaymentLinks,
  demoPlans,
  requiredDocuments,
} from './data';

export { DEMO_PASSWORD } from '@petrobridge/domain';
export const DEMO_ACCOUNTS = {
  superAdmin: demoAccounts.superAdmin.email,
  admin: demoAccounts.admin.email,
  broker: demoAccounts.broker.email,
  seller: demoAccounts.seller.email,
  buyer: demoAccounts.buyer.email,
} as const;
/** Unread notifications of the demo seller and buyer after seeding. */
export const DEMO_UNREAD = { seller: 3, buyer: 2 } as const;

export async function hasDemoAccounts(services: Services): Promise<boolean> {
  const [row] = await services.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.seller))
    .limit(1);
  return !!row;
}

/** A small valid one-page PDF with a line of text. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export const demoPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** Each key of rows inserted in order, to the id the database gave its row. */
const idsByKey = <K extends string>(keyed: Array<{ key: K }>, inserted: Array<{ id: string }>) =>
  Object.fromEntries(keyed.map((k, i) => [k.key, inserted[i]!.id])) as Record<K, string>;

/** Seeds when the database has no user; returns whether it did. */
export async function seedDemoIfEmpty(services: Services): Promise<boolean> {
  const { db } = services.database;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const now = services.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Files first: the document rows point at them.
  const files = documentFiles();
  const fileSizes = await Promise.all(
    files.map(async (f) => {
      const data = f.kind === 'pdf' ? demoPdf(f.title) : demoPng();
      await services.storage.putBuffer(f.key, data);
      return data.length;
    }),
  );

  const offerFiles = await Promise.all(
    demoOfferDocuments.map(async (d, i) => {
      const data = demoPdf(`${d.type.replaceAll('_', ' ')} - demo`);
      const key = `kyc/demo-offer-${i + 1}`;
      await services.storage.putBuffer(key, data);
      return { key, size: data.length };
    }),
  );

  return db.transaction(async (tx) => {
    // Several servers starting at once on one PostgreSQL: one seeds, the others find the data.
    await tx.execute(sql`select pg_advisory_xact_lock(20251121)`);
    const [again] = await tx.select({ n: count() }).from(users);
    if ((again?.n ?? 0) > 0) return false;

    const userKeyed = userRows(now, passwordHash);
    const accounts = idsByKey(
      userKeyed,
      await tx
        .insert(users)
        .values(userKeyed.map((k) => k.row))
        .returning({ id: users.id }),
    );
    const companyKeyed = companyRows({ now, accounts });
    const companyIds = idsByKey(
      companyKeyed,
      await tx
        .insert(companies)
        .values(companyKeyed.map((k) => k.row))
        .returning({ id: companies.id }),
    );
    const base = { now, accounts, companies: companyIds };

    const docs = await tx.insert(kycDocuments).values(documentRows(base, fileSizes)).returning({
      id: kycDocuments.id,
      companyId: kycDocuments.companyId,
      type: kycDocuments.documentType,
      replacedAt: kycDocuments.replacedAt,
    });
    for (const { id, replacedById } of replacements(docs))
      await tx.update(kycDocuments).set({ replacedById }).where(eq(kycDocuments.id, id));
    // Completion: the share of required documents whose current version is approved.
    await tx.execute(sql`
      update ${companies} co set kyc_completion_percentage = (
        select count(distinct d.document_type) * 25 from ${kycDocuments} d
        where d.company_id = co.id and d.replaced_at is null and d.status = 'approved'
          and d.document_type in (${sql.join(
            requiredDocuments.map((t) => sql`${t}`),
            sql`, `,
          )}))`);

    const offerKeyed = offerRows(base);
    const offerIds = idsByKey(
      offerKeyed,
      await tx
        .insert(offers)
        .values(offerKeyed.map((k) => k.row))
        .returning({ id: offers.id }),
    );
    // Proof of product: the documents, then each offer's Verified supply from what is approved.
    await tx.insert(offerDocuments).values(
      demoOfferDocuments.map((d, i) => ({
        offerId: offerIds[d.offer],
        documentType: d.type,
        originalFileName: d.file,
        filePath: offerFiles[i]!.key,
        fileSize: offerFiles[i]!.size,
        mimeType: 'application/pdf',
        status: d.status,
        reviewNotes: d.notes,
        reviewedBy: d.reviewedHoursAgo === null ? null : accounts.admin,
        reviewedAt: d.reviewedHoursAgo === null ? null : at(now, 0, -d.reviewedHoursAgo),
        uploadedBy: accounts.seller,
        uploadedAt: at(now, 0, -d.hoursAgo),
        createdAt: at(now, 0, -d.hoursAgo),
        updatedAt: at(now, 0, -(d.reviewedHoursAgo ?? d.hoursAgo)),
      })),
    );
    for (const key of new Set(demoOfferDocuments.map((d) => d.offer))) {
      const approved = demoOfferDocuments
        .filter((d) => d.offer === key && d.status === 'approved')
        .map((d) => d.type);
      if (isVerifiedSupply(approved))
        await tx.update(offers).set({ verifiedSupply: true }).where(eq(offers.id, offerIds[key]));
    }

    const rfqKeyed = rfqRows(base);
    const rfqIds = idsByKey(
      rfqKeyed,
      await tx
        .insert(rfqs)
        .values(rfqKeyed.map((k) => k.row))
        .returning({ id: rfqs.id }),
    );
    const listings = { ...base, offers: offerIds, rfqs: rfqIds };
    const sequence = await reserveDealSequence(tx, Object.keys(demoDeals).length);
    const dealKeyed = dealRows(listings, sequence);
    const dealIds = idsByKey(
      dealKeyed,
      await tx
        .insert(deals)
        .values(dealKeyed.map((k) => k.row))
        .returning({ id: deals.id }),
    );
    const ctx: SeedContext = { ...listings, deals: dealIds };
    const eventRows = dealEventRows(ctx);
    const dealNumbers = Object.fromEntries(
      dealKeyed.map((k) => [k.key, k.row.dealNumber]),
    ) as Record<(typeof dealKeyed)[number]['key'], string>;
    const contracts = await contractSeeds(ctx, dealNumbers, eventRows);
    for (const f of contracts.files) await services.storage.putBuffer(f.key, f.data);
    await tx.insert(dealEvents).values([...eventRows, ...contracts.events]);
    await tx.insert(dealContracts).values(contracts.contracts);
    await tx.insert(dealSignatures).values(contracts.signatures);
    await tx.insert(dealProposals).values(dealProposalRows(ctx));
    await tx.insert(notifications).values(notificationRows(ctx));
    const plans = await tx
      .insert(subscriptionPlans)
      .values(demoPlans.map((p) => ({ ...p, features: [...p.features] })))
      .returning({ id: subscriptionPlans.id, billingInterval: subscriptionPlans.billingInterval });
    await seedPayments(tx, now, accounts.superAdmin, plans);
    return true;
  });
}

/** The Simulator's demo payment links, their transactions and the subscription the paid one started. */
async function seedPayments(
  tx: Queryable,
  now: Date,
  createdById: string,
  plans: Array<{ id: string; billingInterval: BillingInterval }>,
) {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  for (const l of demoPaymentLinks) {
    const plan = l.plan === null ? null : plans[l.plan]!;
    const [link] = await tx
      .insert(paymentLinks)
      .values({
        title: l.title,
        description: l.description,
        amount: l.amount,
        cryptoInvoiceId: l.invoice,
        paymentUrl: `https://pay.simulator.invalid/invoices/${l.invoice}`,
        subscriptionPlanId: plan?.id ?? null,
        createdById,
        expiresAt: l.expiresInHours === null ? null : ago(-l.expiresInHours),
        createdAt: ago(l.hoursAgo),
        updatedAt: ago(l.hoursAgo),
      })
      .returning({ id: paymentLinks.id });
    const t = l.transaction;
    if (!t) continue;
    let subscriptionId: string | null = null;
    if (t.status === 'paid' && plan) {
      const [sub] = await tx
        .insert(customerSubscriptions)
        .values({
          customerEmail: t.customerEmail,
          customerName: t.customerName,
          subscriptionPlanId: plan.id,
          paymentLinkId: link!.id,
          status: 'active',
          startDate: ago(t.hoursAgo),
          endDate: subscriptionEnd(ago(t.hoursAgo), plan.billingInterval),
          createdAt: ago(t.hoursAgo),
          updatedAt: ago(t.hoursAgo),
        })
        .returning({ id: customerSubscriptions.id });
      subscriptionId = sub!.id;
    }
    await tx.insert(paymentTransactions).values({
      providerTransactionId: t.id,
      paymentLinkId: link!.id,
      customerSubscriptionId: subscriptionId,
      amount: l.amount,
      currency: 'USD',
      cryptoCurrency: t.cryptoCurrency,
      cryptoAmount: t.cryptoAmount,
      status: t.status,
      customerEmail: t.customerEmail,
      customerName: t.customerName,
      txHash: t.txHash,
      blockConfirmations: t.blockConfirmations,
      paidAt: t.status === 'paid' ? ago(t.hoursAgo) : null,
      createdAt: ago(t.hoursAgo),
      updatedAt: ago(t.hoursAgo),
    });
  }
}
