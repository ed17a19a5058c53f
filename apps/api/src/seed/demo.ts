/**
 * Demo data for a first start with an empty database (SEED_DEMO, on by default): the five demo accounts
 * of the README plus the owners of the other demo companies (all with the password `petrobridge-demo`,
 * hashed once), companies in every KYC state (sellers in Nigeria, Angola and Ghana; buyers in the US and
 * Europe), offers and RFQs of all seven products, deals in every status with their event trail, KYC
 * documents in every review state with small real files in storage, and notifications.
 *
 * Known figures the tests and the README rely on: the demo seller has 3 unread notifications (and 2 read),
 * the demo buyer 2 unread (and 2 read); the demo seller's and buyer's companies are KYC-approved.
 */
import { count, eq, sql } from 'drizzle-orm';
import {
  DEMO_PASSWORD,
  commissionAmount,
  demoAccounts,
  demoOtherAccounts,
  type DemoAccount,
  totalValue,
  type DealStatus,
  type DocumentType,
  type KycStatus,
  type ProductType,
  type Role,
  type VolumeUnit,
} from '@petrobridge/domain';
import {
  companies,
  dealEvents,
  deals,
  kycDocuments,
  notifications,
  offers,
  rfqs,
  subscriptionPlans,
  users,
} from '../db/schema';
import type { Services } from '../services';
import { hashPassword } from '../auth/passwords';
import { formatDealNumber, reserveDealSequence } from '../lib/deal-numbers';

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

const DAY = 86_400_000;

/** Seeds when the database has no user; returns whether it did. */
export async function seedDemoIfEmpty(services: Services): Promise<boolean> {
  const { db } = services.database;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const now = services.now();
  const at = (daysFromNow: number, hours = 0) =>
    new Date(now.getTime() + daysFromNow * DAY + hours * 3_600_000);
  const day = (daysFromNow: number) => at(daysFromNow).toISOString().slice(0, 10);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Files first: the rows point at them.
  const files: Record<string, { key: string; size: number; mime: string }> = {};
  const addFile = async (name: string, kind: 'pdf' | 'png', title: string) => {
    const data = kind === 'pdf' ? demoPdf(title) : demoPng();
    const key = `kyc/demo-${name}`;
    await services.storage.putBuffer(key, data);
    files[name] = {
      key,
      size: data.length,
      mime: kind === 'pdf' ? 'application/pdf' : 'image/png',
    };
  };

  return db.transaction(async (tx) => {
    // Several servers starting at once on one PostgreSQL: one seeds, the others find the data.
    await tx.execute(sql`select pg_advisory_xact_lock(20251121)`);
    const [again] = await tx.select({ n: count() }).from(users);
    if ((again?.n ?? 0) > 0) return false;
    // ───────────── accounts ─────────────
    /** How long ago each demo account registered, in days. */
    const createdDaysAgo: Record<string, number> = {
      [demoAccounts.superAdmin.email]: 400,
      [demoAccounts.admin.email]: 390,
      [demoAccounts.broker.email]: 380,
      [demoAccounts.seller.email]: 300,
      [demoAccounts.buyer.email]: 290,
      [demoOtherAccounts.broker2.email]: 370,
      [demoOtherAccounts.brokerPending.email]: 3,
      [demoOtherAccounts.sellerAngola.email]: 280,
      [demoOtherAccounts.sellerGhana.email]: 120,
      [demoOtherAccounts.sellerLagos.email]: 20,
      [demoOtherAccounts.sellerLuanda.email]: 60,
      [demoOtherAccounts.buyerRotterdam.email]: 270,
      [demoOtherAccounts.buyerHamburg.email]: 90,
      [demoOtherAccounts.buyerLondon.email]: 15,
      [demoOtherAccounts.buyerMarseille.email]: 45,
    };
    const account = (
      email: string,
      role: Role,
      firstName: string,
      lastName: string,
      ago: number,
    ) => ({
      email,
      role,
      firstName,
      lastName,
      passwordHash,
      authProvider: 'local' as const,
      isEmailVerified: true,
      // One broker registered days ago and awaits approval; every other demo account is approved.
      approvalStatus:
        email === demoOtherAccounts.brokerPending.email
          ? ('pending' as const)
          : ('approved' as const),
      createdAt: at(-ago),
      updatedAt: at(-ago),
    });
    const inserted = await tx
      .insert(users)
      .values([
        ...[...Object.values(demoAccounts), ...Object.values(demoOtherAccounts)].map(
          (a: DemoAccount) =>
            account(a.email, a.role, a.firstName, a.lastName, createdDaysAgo[a.email]!),
        ),
      ])
      .returning();
    const u = Object.fromEntries(inserted.map((r) => [r.email, r.id])) as Record<string, string>;
    const superAdmin = u[DEMO_ACCOUNTS.superAdmin]!;
    const admin = u[DEMO_ACCOUNTS.admin]!;
    const broker = u[DEMO_ACCOUNTS.broker]!;
    const broker2 = u['broker2@petrobridge.test']!;
    const seller = u[DEMO_ACCOUNTS.seller]!;
    const buyer = u[DEMO_ACCOUNTS.buyer]!;

    // ───────────── companies (every KYC state) ─────────────
    const company = (
      key: string,
      ownerId: string,
      name: string,
      country: string,
      status: KycStatus,
      ago: number,
      extra: Partial<typeof companies.$inferInsert> = {},
    ) => ({
      key,
      row: {
        name,
        ownerId,
        country,
        registrationNumber: `RC-${(Math.abs(hash(name)) % 900000) + 100000}`,
        address: extra.address ?? null,
        industry: 'oil_gas',
        website: `https://${name
          .toLowerCase()
          .replace(/[^a-z]+/g, '-')
          .replace(/^-|-$/g, '')}.example`,
        kycStatus: status,
        kycSubmittedAt: status === 'pending' ? null : at(-ago + 2),
        kycReviewedAt: status === 'approved' || status === 'rejected' ? at(-ago + 5) : null,
        kycReviewedBy: status === 'approved' || status === 'rejected' ? broker : null,
        kycNotes:
          status === 'rejected'
            ? 'Bank statement does not cover the last 3 months; certificate of insurance expired.'
            : status === 'approved'
              ? 'All documents verified.'
              : null,
        kycCompletionPercentage: status === 'approved' ? 100 : 0,
        createdAt: at(-ago),
        updatedAt: at(-ago),
        ...extra,
      },
    });
    const companyDefs = [
      company('nigerDelta', seller, 'Niger Delta Petroleum Ltd', 'Nigeria', 'approved', 295, {
        address: '12 Marina Road, Lagos',
      }),
      company(
        'luanda',
        u['seller.angola@petrobridge.test']!,
        'Luanda Offshore Energy SA',
        'Angola',
        'approved',
        275,
        {
          address: 'Avenida 4 de Fevereiro 45, Luanda',
        },
      ),
      company(
        'tema',
        u['seller.ghana@petrobridge.test']!,
        'Tema Refinery Trading Co',
        'Ghana',
        'under_review',
        115,
        {
          address: 'Heavy Industrial Area, Tema',
        },
      ),
      company(
        'bonny',
        u['seller.lagos@petrobridge.test']!,
        'Bonny Light Exports Ltd',
        'Nigeria',
        'pending',
        18,
      ),
      company(
        'cabinda',
        u['seller.luanda@petrobridge.test']!,
        'Cabinda Crude Partners Lda',
        'Angola',
        'rejected',
        58,
      ),
      company(
        'gulfCoast',
        buyer,
        'Gulf Coast Energy Trading LLC',
        'United States',
        'approved',
        285,
        {
          address: '1200 Smith Street, Houston, TX',
        },
      ),
      company(
        'maas',
        u['buyer.rotterdam@petrobridge.test']!,
        'Maas Fuel Supply BV',
        'Netherlands',
        'approved',
        265,
        {
          address: 'Europoort 8, Rotterdam',
        },
      ),
      company(
        'hanse',
        u['buyer.hamburg@petrobridge.test']!,
        'Hanseatic Energy Import GmbH',
        'Germany',
        'under_review',
        85,
      ),
      company(
        'thames',
        u['buyer.london@petrobridge.test']!,
        'Thames Aviation Fuels Ltd',
        'United Kingdom',
        'pending',
        12,
      ),
      company(
        'provence',
        u['buyer.marseille@petrobridge.test']!,
        'Provence Carburants SAS',
        'France',
        'rejected',
        40,
      ),
    ];
    const insertedCompanies = await tx
      .insert(companies)
      .values(companyDefs.map((c) => c.row))
      .returning({ id: companies.id });
    const c = Object.fromEntries(
      companyDefs.map((d, i) => [d.key, insertedCompanies[i]!.id]),
    ) as Record<string, string>;

    // ───────────── KYC documents (every review state, with history) ─────────────
    const required: DocumentType[] = [
      'business_license',
      'tax_certificate',
      'bank_statement',
      'insurance_certificate',
    ];
    type Doc = typeof kycDocuments.$inferInsert;
    const docs: Doc[] = [];
    const doc = (
      companyId: string,
      documentType: DocumentType,
      status: KycStatus,
      ago: number,
      uploadedBy: string,
      extra: Partial<Doc> = {},
    ) => {
      const name = `${docs.length + 1}`;
      const png = documentType === 'insurance_certificate' && docs.length % 3 === 0;
      pendingFiles.push([name, png ? 'png' : 'pdf', `${documentType.replaceAll('_', ' ')} - demo`]);
      const row: Doc = {
        companyId,
        documentType,
        originalFileName: `${documentType}.${png ? 'png' : 'pdf'}`,
        filePath: `kyc/demo-${name}`,
        fileSize: 0,
        mimeType: png ? 'image/png' : 'application/pdf',
        status,
        reviewNotes:
          status === 'rejected'
            ? 'The document is illegible; please upload a clear scan.'
            : status === 'approved'
              ? 'Verified.'
              : null,
        reviewedBy: status === 'approved' || status === 'rejected' ? admin : null,
        reviewedAt: status === 'approved' || status === 'rejected' ? at(-ago + 1) : null,
        uploadedBy,
        uploadedAt: at(-ago),
        createdAt: at(-ago),
        updatedAt: at(-ago),
        ...extra,
      };
      docs.push(row);
      return row;
    };
    const pendingFiles: Array<[string, 'pdf' | 'png', string]> = [];
    for (const t of required) doc(c.nigerDelta!, t, 'approved', 290, seller);
    doc(c.nigerDelta!, 'financial_statements', 'pending', 3, seller);
    for (const t of required)
      doc(c.luanda!, t, 'approved', 270, u['seller.angola@petrobridge.test']!);
    for (const t of required) doc(c.gulfCoast!, t, 'approved', 280, buyer);
    doc(c.gulfCoast!, 'trade_license', 'under_review', 6, buyer);
    for (const t of required)
      doc(c.maas!, t, 'approved', 260, u['buyer.rotterdam@petrobridge.test']!);
    // Tema: one of each review state, and a bank statement that replaced a rejected one.
    const tema = u['seller.ghana@petrobridge.test']!;
    doc(c.tema!, 'business_license', 'approved', 110, tema);
    doc(c.tema!, 'tax_certificate', 'under_review', 100, tema);
    const oldStatement = doc(c.tema!, 'bank_statement', 'rejected', 108, tema, {
      replacedAt: at(-4),
      updatedAt: at(-4),
    });
    doc(c.tema!, 'bank_statement', 'pending', 4, tema);
    doc(c.tema!, 'insurance_certificate', 'rejected', 105, tema);
    doc(c.hanse!, 'business_license', 'pending', 80, u['buyer.hamburg@petrobridge.test']!);
    doc(c.hanse!, 'tax_certificate', 'approved', 82, u['buyer.hamburg@petrobridge.test']!);
    doc(c.cabinda!, 'business_license', 'rejected', 55, u['seller.luanda@petrobridge.test']!);
    doc(c.provence!, 'bank_statement', 'rejected', 38, u['buyer.marseille@petrobridge.test']!);
    void oldStatement;

    await Promise.all(pendingFiles.map(([name, kind, title]) => addFile(name, kind, title)));
    for (const [i, d] of docs.entries()) d.fileSize = files[String(i + 1)]!.size;
    const insertedDocs = await tx.insert(kycDocuments).values(docs).returning({
      id: kycDocuments.id,
      companyId: kycDocuments.companyId,
      type: kycDocuments.documentType,
      replacedAt: kycDocuments.replacedAt,
    });
    // Link the replaced version to its successor; completion from approved current required documents.
    const replaced = insertedDocs.find((d) => d.replacedAt);
    const successor = insertedDocs.find(
      (d) => d.companyId === replaced?.companyId && d.type === replaced?.type && !d.replacedAt,
    );
    if (replaced && successor)
      await tx
        .update(kycDocuments)
        .set({ replacedById: successor.id })
        .where(eq(kycDocuments.id, replaced.id));
    await tx.execute(sql`
      update ${companies} co set kyc_completion_percentage = (
        select count(distinct d.document_type) * 25 from ${kycDocuments} d
        where d.company_id = co.id and d.replaced_at is null and d.status = 'approved'
          and d.document_type in ('business_license','tax_certificate','bank_statement','insurance_certificate'))`);

    // ───────────── offers (all seven products) ─────────────
    type Offer = typeof offers.$inferInsert;
    const offer = (
      sellerId: string,
      companyId: string,
      productType: ProductType,
      volume: number,
      volumeUnit: VolumeUnit,
      price: string | null,
      location: string | null,
      deliveryInDays: number | null,
      ago: number,
      extra: Partial<Offer> = {},
    ): Offer => ({
      sellerId,
      companyId,
      productType,
      volume,
      volumeUnit,
      pricePerUnit: price,
      currency: 'USD',
      deliveryLocation: location,
      deliveryDate: deliveryInDays === null ? null : day(deliveryInDays),
      terms: 'FOB, LC at sight, inspection by SGS at load port.',
      isActive: true,
      isAnonymized: true,
      createdAt: at(-ago),
      updatedAt: at(-ago),
      ...extra,
    });
    const angola = u['seller.angola@petrobridge.test']!;
    const offerRows = await tx
      .insert(offers)
      .values([
        offer(
          seller,
          c.nigerDelta!,
          'crude_oil_brent',
          950_000,
          'bbl',
          '81.75',
          'Bonny Terminal, Nigeria',
          35,
          2,
        ),
        offer(
          seller,
          c.nigerDelta!,
          'crude_oil_wti',
          600_000,
          'bbl',
          '77.40',
          'Forcados, Nigeria',
          40,
          5,
        ),
        offer(seller, c.nigerDelta!, 'diesel', 30_000, 'MT', '742.00', 'Lagos, Nigeria', 25, 8),
        offer(
          seller,
          c.nigerDelta!,
          'natural_gas',
          3_120_000,
          'MMBtu',
          '9.85',
          'Bonny LNG, Nigeria',
          50,
          12,
        ),
        offer(
          seller,
          c.nigerDelta!,
          'jet_fuel',
          12_000_000,
          'gal',
          null,
          'Lagos, Nigeria',
          null,
          15,
        ),
        offer(
          angola,
          c.luanda!,
          'crude_oil_brent',
          1_000_000,
          'bbl',
          '80.90',
          'Cabinda Terminal, Angola',
          30,
          3,
        ),
        offer(angola, c.luanda!, 'gasoline', 25_000, 'MT', '815.50', 'Luanda, Angola', 28, 6),
        offer(angola, c.luanda!, 'heating_oil', 200_000, 'bbl', '96.20', 'Soyo, Angola', 45, 9),
        offer(angola, c.luanda!, 'jet_fuel', 20_000, 'MT', '905.00', 'Luanda, Angola', 21, 11),
        offer(angola, c.luanda!, 'diesel', 180_000, 'bbl', '99.80', 'Lobito, Angola', null, 14),
        offer(
          seller,
          c.nigerDelta!,
          'gasoline',
          15_000,
          'MT',
          '830.00',
          'Port Harcourt, Nigeria',
          -10,
          60,
          {
            isActive: false,
          },
        ),
        offer(
          angola,
          c.luanda!,
          'crude_oil_wti',
          500_000,
          'bbl',
          '76.10',
          'Cabinda Terminal, Angola',
          -5,
          70,
        ),
      ])
      .returning({ id: offers.id });
    const o = offerRows.map((r) => r.id);

    // ───────────── RFQs (all seven products) ─────────────
    type Rfq = typeof rfqs.$inferInsert;
    const rfq = (
      buyerId: string,
      companyId: string,
      productType: ProductType,
      volume: number,
      volumeUnit: VolumeUnit,
      maxPrice: string,
      location: string,
      deliveryInDays: number,
      ago: number,
      specifications: string | null,
      extra: Partial<Rfq> = {},
    ): Rfq => ({
      buyerId,
      companyId,
      productType,
      volume,
      volumeUnit,
      maxPricePerUnit: maxPrice,
      currency: 'USD',
      deliveryLocation: location,
      requiredDeliveryDate: day(deliveryInDays),
      specifications,
      isActive: true,
      createdAt: at(-ago),
      updatedAt: at(-ago),
      ...extra,
    });
    const rotterdam = u['buyer.rotterdam@petrobridge.test']!;
    const rfqRows = await tx
      .insert(rfqs)
      .values([
        rfq(
          buyer,
          c.gulfCoast!,
          'crude_oil_brent',
          900_000,
          'bbl',
          '82.50',
          'Houston, TX',
          45,
          1,
          'API 38°, sulphur < 0.4 %',
        ),
        rfq(
          buyer,
          c.gulfCoast!,
          'crude_oil_wti',
          500_000,
          'bbl',
          '78.00',
          'Corpus Christi, TX',
          50,
          4,
          'API 40–44°',
        ),
        rfq(
          buyer,
          c.gulfCoast!,
          'natural_gas',
          3_000_000,
          'MMBtu',
          '10.20',
          'Sabine Pass, LA',
          60,
          7,
          'LNG, regasified',
        ),
        rfq(
          buyer,
          c.gulfCoast!,
          'jet_fuel',
          18_000,
          'MT',
          '920.00',
          'New York Harbor',
          30,
          10,
          'Jet A-1, ASTM D1655',
        ),
        rfq(
          rotterdam,
          c.maas!,
          'diesel',
          28_000,
          'MT',
          '750.00',
          'Rotterdam, Netherlands',
          30,
          3,
          'EN 590 ULSD 10 ppm',
        ),
        rfq(
          rotterdam,
          c.maas!,
          'gasoline',
          20_000,
          'MT',
          '800.00',
          'Amsterdam, Netherlands',
          35,
          5,
          'EURO 95, E10',
        ),
        rfq(
          rotterdam,
          c.maas!,
          'heating_oil',
          150_000,
          'bbl',
          '98.00',
          'Antwerp, Belgium',
          40,
          8,
          null,
        ),
        rfq(buyer, c.gulfCoast!, 'diesel', 10_000, 'MT', '700.00', 'Houston, TX', -3, 40, 'ULSD', {
          isActive: false,
        }),
      ])
      .returning({ id: rfqs.id });
    const r = rfqRows.map((x) => x.id);

    // ───────────── deals (every status) with their event trail ─────────────
    const path: DealStatus[] = [
      'negotiation',
      'lc_pending',
      'lc_confirmed',
      'shipped',
      'delivered',
      'completed',
    ];
    const seq = await reserveDealSequence(tx, 10);
    interface DealDef {
      status: DealStatus;
      brokerId: string;
      sellerId: string;
      buyerId: string;
      sellerCompanyId: string;
      buyerCompanyId: string;
      offerId?: string;
      rfqId?: string;
      productType: ProductType;
      volume: number;
      volumeUnit: VolumeUnit;
      price: string;
      rate?: string;
      location: string;
      deliveryInDays: number;
      ago: number;
      locked?: boolean;
    }
    const dealDefs: DealDef[] = [
      {
        status: 'negotiation',
        brokerId: broker,
        sellerId: seller,
        buyerId: buyer,
        sellerCompanyId: c.nigerDelta!,
        buyerCompanyId: c.gulfCoast!,
        offerId: o[0],
        productType: 'crude_oil_brent',
        volume: 500_000,
        volumeUnit: 'bbl',
        price: '81.20',
        location: 'Houston, TX',
        deliveryInDays: 40,
        ago: 2,
      },
      {
        status: 'lc_pending',
        brokerId: broker,
        sellerId: seller,
        buyerId: buyer,
        sellerCompanyId: c.nigerDelta!,
        buyerCompanyId: c.gulfCoast!,
        rfqId: r[1],
        productType: 'crude_oil_wti',
        volume: 500_000,
        volumeUnit: 'bbl',
        price: '77.80',
        location: 'Corpus Christi, TX',
        deliveryInDays: 50,
        ago: 6,
        locked: true,
      },
      {
        status: 'lc_confirmed',
        brokerId: broker,
        sellerId: seller,
        buyerId: rotterdam,
        sellerCompanyId: c.nigerDelta!,
        buyerCompanyId: c.maas!,
        rfqId: r[4],
        productType: 'diesel',
        volume: 25_000,
        volumeUnit: 'MT',
        price: '745.00',
        rate: '3.00',
        location: 'Rotterdam, Netherlands',
        deliveryInDays: 30,
        ago: 12,
      },
      {
        status: 'shipped',
        brokerId: broker2,
        sellerId: angola,
        buyerId: buyer,
        sellerCompanyId: c.luanda!,
        buyerCompanyId: c.gulfCoast!,
        offerId: o[5],
        productType: 'crude_oil_brent',
        volume: 950_000,
        volumeUnit: 'bbl',
        price: '80.60',
        location: 'Houston, TX',
        deliveryInDays: 12,
        ago: 25,
      },
      {
        status: 'delivered',
        brokerId: broker,
        sellerId: seller,
        buyerId: buyer,
        sellerCompanyId: c.nigerDelta!,
        buyerCompanyId: c.gulfCoast!,
        productType: 'natural_gas',
        volume: 3_000_000,
        volumeUnit: 'MMBtu',
        price: '9.90',
        location: 'Sabine Pass, LA',
        deliveryInDays: -2,
        ago: 40,
      },
      {
        status: 'completed',
        brokerId: broker,
        sellerId: seller,
        buyerId: buyer,
        sellerCompanyId: c.nigerDelta!,
        buyerCompanyId: c.gulfCoast!,
        productType: 'jet_fuel',
        volume: 15_000,
        volumeUnit: 'MT',
        price: '898.00',
        location: 'New York Harbor',
        deliveryInDays: -20,
        ago: 70,
      },
      {
        status: 'completed',
        brokerId: broker2,
        sellerId: angola,
        buyerId: rotterdam,
        sellerCompanyId: c.luanda!,
        buyerCompanyId: c.maas!,
        productType: 'gasoline',
        volume: 20_000,
        volumeUnit: 'MT',
        price: '808.00',
        rate: '2.00',
        location: 'Amsterdam, Netherlands',
        deliveryInDays: -35,
        ago: 90,
      },
      {
        status: 'cancelled',
        brokerId: broker,
        sellerId: seller,
        buyerId: buyer,
        sellerCompanyId: c.nigerDelta!,
        buyerCompanyId: c.gulfCoast!,
        productType: 'heating_oil',
        volume: 100_000,
        volumeUnit: 'bbl',
        price: '95.00',
        location: 'Houston, TX',
        deliveryInDays: 10,
        ago: 30,
      },
      {
        status: 'negotiation',
        brokerId: broker,
        sellerId: angola,
        buyerId: rotterdam,
        sellerCompanyId: c.luanda!,
        buyerCompanyId: c.maas!,
        rfqId: r[6],
        productType: 'heating_oil',
        volume: 150_000,
        volumeUnit: 'bbl',
        price: '97.10',
        location: 'Antwerp, Belgium',
        deliveryInDays: 40,
        ago: 1,
      },
      {
        status: 'cancelled',
        brokerId: broker2,
        sellerId: angola,
        buyerId: buyer,
        sellerCompanyId: c.luanda!,
        buyerCompanyId: c.gulfCoast!,
        productType: 'diesel',
        volume: 80_000,
        volumeUnit: 'bbl',
        price: '98.50',
        location: 'Houston, TX',
        deliveryInDays: 5,
        ago: 45,
      },
    ];
    const dealRows = await tx
      .insert(deals)
      .values(
        dealDefs.map((d, i) => {
          const created = at(-d.ago);
          const rate = d.rate ?? '2.50';
          const total = totalValue(d.volume, d.price);
          return {
            dealNumber: formatDealNumber(created, seq[i]!),
            brokerId: d.brokerId,
            sellerId: d.sellerId,
            buyerId: d.buyerId,
            sellerCompanyId: d.sellerCompanyId,
            buyerCompanyId: d.buyerCompanyId,
            offerId: d.offerId ?? null,
            rfqId: d.rfqId ?? null,
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
            deliveryDate: day(d.deliveryInDays),
            lcDetails:
              path.indexOf(d.status) >= 2
                ? {
                    issuingBank: 'Citibank N.A., New York',
                    lcNumber: `LC-${seq[i]}-2025`,
                    amount: total,
                  }
                : null,
            documents: [],
            notes: null,
            lockedAt: d.locked ? at(-d.ago + 1) : null,
            lockedBy: d.locked ? d.buyerId : null,
            createdAt: created,
            updatedAt: at(-d.ago + 2),
          };
        }),
      )
      .returning({ id: deals.id });

    const events: Array<typeof dealEvents.$inferInsert> = [];
    dealDefs.forEach((d, i) => {
      const dealId = dealRows[i]!.id;
      let t = at(-d.ago).getTime();
      const step = () => new Date((t += 3_600_000));
      const actor = d.offerId ? d.buyerId : d.rfqId ? d.sellerId : d.brokerId;
      events.push({
        dealId,
        actorId: actor,
        kind: 'created',
        toStatus: 'negotiation',
        createdAt: new Date(t),
      });
      if (d.offerId || d.rfqId)
        events.push({
          dealId,
          actorId: actor,
          kind: 'proposal',
          notes: `Proposed ${d.price} USD/${d.volumeUnit} for ${d.volume} ${d.volumeUnit}`,
          createdAt: step(),
        });
      if (d.status === 'cancelled') {
        events.push({
          dealId,
          actorId: d.brokerId,
          kind: 'status_changed',
          fromStatus: 'negotiation',
          toStatus: 'cancelled',
          notes: 'Buyer withdrew: freight rates moved.',
          createdAt: step(),
        });
        return;
      }
      const target = path.indexOf(d.status);
      for (let k = 1; k <= target; k++) {
        const locked = k === 1 && d.locked;
        events.push({
          dealId,
          actorId: locked ? d.buyerId : k === 2 ? d.buyerId : d.brokerId,
          kind: locked ? 'locked' : 'status_changed',
          fromStatus: path[k - 1],
          toStatus: path[k],
          notes: locked ? null : k === 2 ? 'LC issued and confirmed by the advising bank.' : null,
          createdAt: step(),
        });
      }
      if (d.rate)
        events.push({
          dealId,
          actorId: admin,
          kind: 'commission_changed',
          notes: `2.50 → ${d.rate}`,
          createdAt: step(),
        });
    });
    await tx.insert(dealEvents).values(events);

    // ───────────── notifications ─────────────
    type N = typeof notifications.$inferInsert;
    const n = (
      userId: string,
      title: string,
      message: string,
      type: N['type'],
      isRead: boolean,
      hoursAgo: number,
      rel?: [N['relatedEntityType'], string],
    ): N => ({
      userId,
      title,
      message,
      type,
      isRead,
      relatedEntityType: rel?.[0] ?? null,
      relatedEntityId: rel?.[1] ?? null,
      createdAt: at(0, -hoursAgo),
    });
    const dealId = (i: number) => dealRows[i]!.id;
    await tx.insert(notifications).values([
      // demo seller: 3 unread, 2 read
      n(
        seller,
        'Deal proposal received',
        'A buyer proposed 81.20 USD/bbl for 500000 bbl of Brent crude.',
        'info',
        false,
        2,
        ['deal', dealId(0)],
      ),
      n(
        seller,
        'Trade locked',
        'Your WTI deal is locked and moving to LC confirmation.',
        'success',
        false,
        30,
        ['deal', dealId(1)],
      ),
      n(
        seller,
        'Document received',
        'Your financial statements were received and await review.',
        'info',
        false,
        70,
        ['company', c.nigerDelta!],
      ),
      n(seller, 'Deal status changed', 'Your jet fuel deal is completed.', 'success', true, 400, [
        'deal',
        dealId(5),
      ]),
      n(
        seller,
        'KYC approved',
        'Niger Delta Petroleum Ltd passed KYC review: you can now trade.',
        'success',
        true,
        7000,
        ['company', c.nigerDelta!],
      ),
      // demo buyer: 2 unread, 2 read
      n(
        buyer,
        'Deal status changed',
        'Your Brent cargo from Angola has shipped.',
        'info',
        false,
        5,
        ['deal', dealId(3)],
      ),
      n(buyer, 'Deal status changed', 'A diesel deal was cancelled.', 'warning', false, 50, [
        'deal',
        dealId(9),
      ]),
      n(
        buyer,
        'Deal status changed',
        'Your natural gas deal was delivered.',
        'success',
        true,
        200,
        ['deal', dealId(4)],
      ),
      n(
        buyer,
        'KYC approved',
        'Gulf Coast Energy Trading LLC passed KYC review: you can now trade.',
        'success',
        true,
        6800,
        ['company', c.gulfCoast!],
      ),
      // others
      n(
        broker,
        'Deal proposal received',
        'A buyer proposed a price on a Brent offer (you are the broker).',
        'info',
        false,
        2,
        ['deal', dealId(0)],
      ),
      n(broker, 'New RFQ response', 'A seller answered a heating oil RFQ.', 'info', false, 20, [
        'deal',
        dealId(8),
      ]),
      n(
        broker,
        'Deal status changed',
        'The diesel deal to Rotterdam has its LC confirmed.',
        'success',
        true,
        150,
        ['deal', dealId(2)],
      ),
      n(
        superAdmin,
        'Weekly summary',
        'Two deals completed and one cancelled on the platform this month.',
        'info',
        false,
        24,
      ),
      n(
        admin,
        'Documents awaiting review',
        'Tema Refinery Trading Co uploaded a new bank statement.',
        'warning',
        false,
        96,
        ['company', c.tema!],
      ),
      n(
        u['seller.ghana@petrobridge.test']!,
        'Document rejected',
        'The insurance certificate was rejected: the document is illegible.',
        'warning',
        false,
        100,
        ['company', c.tema!],
      ),
    ]);

    await tx.insert(subscriptionPlans).values([
      {
        name: 'Trader',
        description: 'Marketplace access and deal tracking',
        price: '199.00',
        billingInterval: 'monthly',
        features: ['Offers and RFQs', 'Deal tracking'],
      },
      {
        name: 'Desk',
        description: 'For trading desks: analytics and priority brokerage',
        price: '1990.00',
        billingInterval: 'yearly',
        features: ['Everything in Trader', 'Analytics', 'Priority broker'],
      },
    ]);
    return true;
  });
}

/** A stable small hash of a string (registration numbers). */
function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
