/**
 * The demo data as typed records, one per table (builders.ts turns them into rows). Records refer to each
 * other by key — an account of packages/domain's demo-accounts.ts, a company, an offer, an RFQ, a deal —
 * so a typo is a compile error. Times are relative to the moment of seeding (`ago` in days, negative
 * `…InDays` in the past), which keeps the demo looking current whenever it is seeded.
 *
 * The tests, the end-to-end suite and the stories rely on these names, counts and statuses: every KYC
 * state, all seven products, every deal status, the demo seller's 3 unread notifications (2 read) and the
 * demo buyer's 2 unread (2 read).
 */
import {
  demoAccounts,
  demoOtherAccounts,
  type DealStatus,
  type DocumentType,
  type KycStatus,
  type NotificationType,
  type OfferDocumentType,
  type ProductType,
  type VolumeUnit,
} from '@petrobridge/domain';

export type AccountKey = keyof typeof demoAccounts | keyof typeof demoOtherAccounts;

/** Every demo account in insertion order: the README's five, then the others. */
export const demoAccountList = { ...demoAccounts, ...demoOtherAccounts };

/** How long ago each demo account registered, in days. */
export const accountAgeDays: Record<AccountKey, number> = {
  superAdmin: 400,
  admin: 390,
  broker: 380,
  seller: 300,
  buyer: 290,
  broker2: 370,
  brokerPending: 3,
  sellerAngola: 280,
  sellerGhana: 120,
  sellerLagos: 20,
  sellerLuanda: 60,
  buyerRotterdam: 270,
  buyerHamburg: 90,
  buyerLondon: 15,
  buyerMarseille: 45,
};

/** One broker registered days ago and awaits approval; every other demo account is approved. */
export const pendingAccounts: readonly AccountKey[] = ['brokerPending'];

/** The account that reviewed the decided companies' KYC, and the one that reviewed documents. */
export const companyReviewer: AccountKey = 'broker';
export const documentReviewer: AccountKey = 'admin';

export interface CompanySeed {
  owner: AccountKey;
  name: string;
  country: string;
  kycStatus: KycStatus;
  ago: number;
  address?: string;
}

/** Companies in every KYC state: sellers in Nigeria, Angola and Ghana; buyers in the US and Europe. */
export const demoCompanies = {
  nigerDelta: {
    owner: 'seller',
    name: 'Niger Delta Petroleum Ltd',
    country: 'Nigeria',
    kycStatus: 'approved',
    ago: 295,
    address: '12 Marina Road, Lagos',
  },
  luanda: {
    owner: 'sellerAngola',
    name: 'Luanda Offshore Energy SA',
    country: 'Angola',
    kycStatus: 'approved',
    ago: 275,
    address: 'Avenida 4 de Fevereiro 45, Luanda',
  },
  tema: {
    owner: 'sellerGhana',
    name: 'Tema Refinery Trading Co',
    country: 'Ghana',
    kycStatus: 'under_review',
    ago: 115,
    address: 'Heavy Industrial Area, Tema',
  },
  bonny: {
    owner: 'sellerLagos',
    name: 'Bonny Light Exports Ltd',
    country: 'Nigeria',
    kycStatus: 'pending',
    ago: 18,
  },
  cabinda: {
    owner: 'sellerLuanda',
    name: 'Cabinda Crude Partners Lda',
    country: 'Angola',
    kycStatus: 'rejected',
    ago: 58,
  },
  gulfCoast: {
    owner: 'buyer',
    name: 'Gulf Coast Energy Trading LLC',
    country: 'United States',
    kycStatus: 'approved',
    ago: 285,
    address: '1200 Smith Street, Houston, TX',
  },
  maas: {
    owner: 'buyerRotterdam',
    name: 'Maas Fuel Supply BV',
    country: 'Netherlands',
    kycStatus: 'approved',
    ago: 265,
    address: 'Europoort 8, Rotterdam',
  },
  hanse: {
    owner: 'buyerHamburg',
    name: 'Hanseatic Energy Import GmbH',
    country: 'Germany',
    kycStatus: 'under_review',
    ago: 85,
  },
  thames: {
    owner: 'buyerLondon',
    name: 'Thames Aviation Fuels Ltd',
    country: 'United Kingdom',
    kycStatus: 'pending',
    ago: 12,
  },
  provence: {
    owner: 'buyerMarseille',
    name: 'Provence Carburants SAS',
    country: 'France',
    kycStatus: 'rejected',
    ago: 40,
  },
} as const satisfies Record<string, CompanySeed>;
export type CompanyKey = keyof typeof demoCompanies;

export interface DocumentSeed {
  /** Uploaded by the company's owner. */
  company: CompanyKey;
  type: DocumentType;
  status: KycStatus;
  ago: number;
  /** Days ago this version was replaced by the next one of its type (KYC history). */
  replacedDaysAgo?: number;
}

/** The four documents KYC requires (their approval makes a company's completion percentage). */
export const requiredDocuments = [
  'business_license',
  'tax_certificate',
  'bank_statement',
  'insurance_certificate',
] as const satisfies readonly DocumentType[];

const allRequired = (company: CompanyKey, status: KycStatus, ago: number): DocumentSeed[] =>
  requiredDocuments.map((type) => ({ company, type, status, ago }));

/** KYC documents in every review state; each gets a small real file in storage, in this order. */
export const demoDocuments: readonly DocumentSeed[] = [
  ...allRequired('nigerDelta', 'approved', 290),
  { company: 'nigerDelta', type: 'financial_statements', status: 'pending', ago: 3 },
  ...allRequired('luanda', 'approved', 270),
  ...allRequired('gulfCoast', 'approved', 280),
  { company: 'gulfCoast', type: 'trade_license', status: 'under_review', ago: 6 },
  ...allRequired('maas', 'approved', 260),
  // Tema: one of each review state, and a bank statement that replaced a rejected one.
  { company: 'tema', type: 'business_license', status: 'approved', ago: 110 },
  { company: 'tema', type: 'tax_certificate', status: 'under_review', ago: 100 },
  { company: 'tema', type: 'bank_statement', status: 'rejected', ago: 108, replacedDaysAgo: 4 },
  { company: 'tema', type: 'bank_statement', status: 'pending', ago: 4 },
  { company: 'tema', type: 'insurance_certificate', status: 'rejected', ago: 105 },
  { company: 'hanse', type: 'business_license', status: 'pending', ago: 80 },
  { company: 'hanse', type: 'tax_certificate', status: 'approved', ago: 82 },
  { company: 'cabinda', type: 'business_license', status: 'rejected', ago: 55 },
  { company: 'provence', type: 'bank_statement', status: 'rejected', ago: 38 },
];

export interface OfferSeed {
  /** Offered by the company's owner. */
  company: CompanyKey;
  productType: ProductType;
  volume: number;
  volumeUnit: VolumeUnit;
  /** Null: price on request. */
  price: string | null;
  location: string | null;
  deliveryInDays: number | null;
  ago: number;
  isActive?: false;
}

/** Offers of all seven products; one closed, one still open past its delivery date. */
export const demoOffers = {
  nigerDeltaBrent: {
    company: 'nigerDelta',
    productType: 'crude_oil_brent',
    volume: 950_000,
    volumeUnit: 'bbl',
    price: '81.75',
    location: 'Bonny Terminal, Nigeria',
    deliveryInDays: 35,
    ago: 2,
  },
  nigerDeltaWti: {
    company: 'nigerDelta',
    productType: 'crude_oil_wti',
    volume: 600_000,
    volumeUnit: 'bbl',
    price: '77.40',
    location: 'Forcados, Nigeria',
    deliveryInDays: 40,
    ago: 5,
  },
  nigerDeltaDiesel: {
    company: 'nigerDelta',
    productType: 'diesel',
    volume: 30_000,
    volumeUnit: 'MT',
    price: '742.00',
    location: 'Lagos, Nigeria',
    deliveryInDays: 25,
    ago: 8,
  },
  nigerDeltaGas: {
    company: 'nigerDelta',
    productType: 'natural_gas',
    volume: 3_120_000,
    volumeUnit: 'MMBtu',
    price: '9.85',
    location: 'Bonny LNG, Nigeria',
    deliveryInDays: 50,
    ago: 12,
  },
  nigerDeltaJetFuel: {
    company: 'nigerDelta',
    productType: 'jet_fuel',
    volume: 12_000_000,
    volumeUnit: 'gal',
    price: null,
    location: 'Lagos, Nigeria',
    deliveryInDays: null,
    ago: 15,
  },
  luandaBrent: {
    company: 'luanda',
    productType: 'crude_oil_brent',
    volume: 1_000_000,
    volumeUnit: 'bbl',
    price: '80.90',
    location: 'Cabinda Terminal, Angola',
    deliveryInDays: 30,
    ago: 3,
  },
  luandaGasoline: {
    company: 'luanda',
    productType: 'gasoline',
    volume: 25_000,
    volumeUnit: 'MT',
    price: '815.50',
    location: 'Luanda, Angola',
    deliveryInDays: 28,
    ago: 6,
  },
  luandaHeatingOil: {
    company: 'luanda',
    productType: 'heating_oil',
    volume: 200_000,
    volumeUnit: 'bbl',
    price: '96.20',
    location: 'Soyo, Angola',
    deliveryInDays: 45,
    ago: 9,
  },
  luandaJetFuel: {
    company: 'luanda',
    productType: 'jet_fuel',
    volume: 20_000,
    volumeUnit: 'MT',
    price: '905.00',
    location: 'Luanda, Angola',
    deliveryInDays: 21,
    ago: 11,
  },
  luandaDiesel: {
    company: 'luanda',
    productType: 'diesel',
    volume: 180_000,
    volumeUnit: 'bbl',
    price: '99.80',
    location: 'Lobito, Angola',
    deliveryInDays: null,
    ago: 14,
  },
  nigerDeltaGasolineClosed: {
    company: 'nigerDelta',
    productType: 'gasoline',
    volume: 15_000,
    volumeUnit: 'MT',
    price: '830.00',
    location: 'Port Harcourt, Nigeria',
    deliveryInDays: -10,
    ago: 60,
    isActive: false,
  },
  luandaWtiPastDelivery: {
    company: 'luanda',
    productType: 'crude_oil_wti',
    volume: 500_000,
    volumeUnit: 'bbl',
    price: '76.10',
    location: 'Cabinda Terminal, Angola',
    deliveryInDays: -5,
    ago: 70,
  },
} as const satisfies Record<string, OfferSeed>;
export type OfferKey = keyof typeof demoOffers;

/** Terms of every demo offer. */
export const offerTerms = 'FOB, LC at sight, inspection by SGS at load port.';

export interface RfqSeed {
  /** Asked by the company's owner. */
  company: CompanyKey;
  productType: ProductType;
  volume: number;
  volumeUnit: VolumeUnit;
  maxPrice: string;
  location: string;
  deliveryInDays: number;
  ago: number;
  specifications: string | null;
  isActive?: false;
}

/** RFQs of all seven products; the last one is closed. */
export const demoRfqs = {
  gulfCoastBrent: {
    company: 'gulfCoast',
    productType: 'crude_oil_brent',
    volume: 900_000,
    volumeUnit: 'bbl',
    maxPrice: '82.50',
    location: 'Houston, TX',
    deliveryInDays: 45,
    ago: 1,
    specifications: 'API 38°, sulphur < 0.4 %',
  },
  gulfCoastWti: {
    company: 'gulfCoast',
    productType: 'crude_oil_wti',
    volume: 500_000,
    volumeUnit: 'bbl',
    maxPrice: '78.00',
    location: 'Corpus Christi, TX',
    deliveryInDays: 50,
    ago: 4,
    specifications: 'API 40–44°',
  },
  gulfCoastGas: {
    company: 'gulfCoast',
    productType: 'natural_gas',
    volume: 3_000_000,
    volumeUnit: 'MMBtu',
    maxPrice: '10.20',
    location: 'Sabine Pass, LA',
    deliveryInDays: 60,
    ago: 7,
    specifications: 'LNG, regasified',
  },
  gulfCoastJetFuel: {
    company: 'gulfCoast',
    productType: 'jet_fuel',
    volume: 18_000,
    volumeUnit: 'MT',
    maxPrice: '920.00',
    location: 'New York Harbor',
    deliveryInDays: 30,
    ago: 10,
    specifications: 'Jet A-1, ASTM D1655',
  },
  maasDiesel: {
    company: 'maas',
    productType: 'diesel',
    volume: 28_000,
    volumeUnit: 'MT',
    maxPrice: '750.00',
    location: 'Rotterdam, Netherlands',
    deliveryInDays: 30,
    ago: 3,
    specifications: 'EN 590 ULSD 10 ppm',
  },
  maasGasoline: {
    company: 'maas',
    productType: 'gasoline',
    volume: 20_000,
    volumeUnit: 'MT',
    maxPrice: '800.00',
    location: 'Amsterdam, Netherlands',
    deliveryInDays: 35,
    ago: 5,
    specifications: 'EURO 95, E10',
  },
  maasHeatingOil: {
    company: 'maas',
    productType: 'heating_oil',
    volume: 150_000,
    volumeUnit: 'bbl',
    maxPrice: '98.00',
    location: 'Antwerp, Belgium',
    deliveryInDays: 40,
    ago: 8,
    specifications: null,
  },
  gulfCoastDieselClosed: {
    company: 'gulfCoast',
    productType: 'diesel',
    volume: 10_000,
    volumeUnit: 'MT',
    maxPrice: '700.00',
    location: 'Houston, TX',
    deliveryInDays: -3,
    ago: 40,
    specifications: 'ULSD',
    isActive: false,
  },
} as const satisfies Record<string, RfqSeed>;
export type RfqKey = keyof typeof demoRfqs;

export interface DealSeed {
  status: DealStatus;
  broker: AccountKey;
  /** The parties are these companies' owners. */
  sellerCompany: CompanyKey;
  buyerCompany: CompanyKey;
  /** A buyer's proposal on this offer, or a seller's response to this RFQ; neither: made by the broker. */
  offer?: OfferKey;
  rfq?: RfqKey;
  productType: ProductType;
  volume: number;
  volumeUnit: VolumeUnit;
  price: string;
  /** A commission rate an admin set (default 2.50). */
  rate?: string;
  location: string;
  deliveryInDays: number;
  ago: number;
  /** Locked by the buyer (the lock is the move to lc_pending). */
  locked?: true;
}

/** Deals in every status, each with its event trail (builders.ts, dealEventRows). */
export const demoDeals = {
  brentNegotiation: {
    status: 'negotiation',
    broker: 'broker',
    sellerCompany: 'nigerDelta',
    buyerCompany: 'gulfCoast',
    offer: 'nigerDeltaBrent',
    productType: 'crude_oil_brent',
    volume: 500_000,
    volumeUnit: 'bbl',
    price: '81.20',
    location: 'Houston, TX',
    deliveryInDays: 40,
    ago: 2,
  },
  wtiLcPending: {
    status: 'lc_pending',
    broker: 'broker',
    sellerCompany: 'nigerDelta',
    buyerCompany: 'gulfCoast',
    rfq: 'gulfCoastWti',
    productType: 'crude_oil_wti',
    volume: 500_000,
    volumeUnit: 'bbl',
    price: '77.80',
    location: 'Corpus Christi, TX',
    deliveryInDays: 50,
    ago: 6,
    locked: true,
  },
  dieselLcConfirmed: {
    status: 'lc_confirmed',
    broker: 'broker',
    sellerCompany: 'nigerDelta',
    buyerCompany: 'maas',
    rfq: 'maasDiesel',
    productType: 'diesel',
    volume: 25_000,
    volumeUnit: 'MT',
    price: '745.00',
    rate: '3.00',
    location: 'Rotterdam, Netherlands',
    deliveryInDays: 30,
    ago: 12,
  },
  brentShipped: {
    status: 'shipped',
    broker: 'broker2',
    sellerCompany: 'luanda',
    buyerCompany: 'gulfCoast',
    offer: 'luandaBrent',
    productType: 'crude_oil_brent',
    volume: 950_000,
    volumeUnit: 'bbl',
    price: '80.60',
    location: 'Houston, TX',
    deliveryInDays: 12,
    ago: 25,
  },
  gasDelivered: {
    status: 'delivered',
    broker: 'broker',
    sellerCompany: 'nigerDelta',
    buyerCompany: 'gulfCoast',
    productType: 'natural_gas',
    volume: 3_000_000,
    volumeUnit: 'MMBtu',
    price: '9.90',
    location: 'Sabine Pass, LA',
    deliveryInDays: -2,
    ago: 40,
  },
  jetFuelCompleted: {
    status: 'completed',
    broker: 'broker',
    sellerCompany: 'nigerDelta',
    buyerCompany: 'gulfCoast',
    productType: 'jet_fuel',
    volume: 15_000,
    volumeUnit: 'MT',
    price: '898.00',
    location: 'New York Harbor',
    deliveryInDays: -20,
    ago: 70,
  },
  gasolineCompleted: {
    status: 'completed',
    broker: 'broker2',
    sellerCompany: 'luanda',
    buyerCompany: 'maas',
    productType: 'gasoline',
    volume: 20_000,
    volumeUnit: 'MT',
    price: '808.00',
    rate: '2.00',
    location: 'Amsterdam, Netherlands',
    deliveryInDays: -35,
    ago: 90,
  },
  heatingOilCancelled: {
    status: 'cancelled',
    broker: 'broker',
    sellerCompany: 'nigerDelta',
    buyerCompany: 'gulfCoast',
    productType: 'heating_oil',
    volume: 100_000,
    volumeUnit: 'bbl',
    price: '95.00',
    location: 'Houston, TX',
    deliveryInDays: 10,
    ago: 30,
  },
  heatingOilNegotiation: {
    status: 'negotiation',
    broker: 'broker',
    sellerCompany: 'luanda',
    buyerCompany: 'maas',
    rfq: 'maasHeatingOil',
    productType: 'heating_oil',
    volume: 150_000,
    volumeUnit: 'bbl',
    price: '97.10',
    location: 'Antwerp, Belgium',
    deliveryInDays: 40,
    ago: 1,
  },
  dieselCancelled: {
    status: 'cancelled',
    broker: 'broker2',
    sellerCompany: 'luanda',
    buyerCompany: 'gulfCoast',
    productType: 'diesel',
    volume: 80_000,
    volumeUnit: 'bbl',
    price: '98.50',
    location: 'Houston, TX',
    deliveryInDays: 5,
    ago: 45,
  },
} as const satisfies Record<string, DealSeed>;
export type DealKey = keyof typeof demoDeals;

export interface NotificationSeed {
  user: AccountKey;
  title: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  hoursAgo: number;
  about?: { deal: DealKey } | { company: CompanyKey };
}

export const demoNotifications: readonly NotificationSeed[] = [
  // demo seller: 3 unread, 2 read
  {
    user: 'seller',
    title: 'Deal proposal received',
    message: 'A buyer proposed 81.20 USD/bbl for 500000 bbl of Brent crude.',
    type: 'info',
    isRead: false,
    hoursAgo: 2,
    about: { deal: 'brentNegotiation' },
  },
  {
    user: 'seller',
    title: 'Trade locked',
    message: 'Your WTI deal is locked and moving to LC confirmation.',
    type: 'success',
    isRead: false,
    hoursAgo: 30,
    about: { deal: 'wtiLcPending' },
  },
  {
    user: 'seller',
    title: 'Document received',
    message: 'Your financial statements were received and await review.',
    type: 'info',
    isRead: false,
    hoursAgo: 70,
    about: { company: 'nigerDelta' },
  },
  {
    user: 'seller',
    title: 'Deal status changed',
    message: 'Your jet fuel deal is completed.',
    type: 'success',
    isRead: true,
    hoursAgo: 400,
    about: { deal: 'jetFuelCompleted' },
  },
  {
    user: 'seller',
    title: 'KYC approved',
    message: 'Niger Delta Petroleum Ltd passed KYC review: you can now trade.',
    type: 'success',
    isRead: true,
    hoursAgo: 7000,
    about: { company: 'nigerDelta' },
  },
  // demo buyer: 2 unread, 2 read
  {
    user: 'buyer',
    title: 'Deal status changed',
    message: 'Your Brent cargo from Angola has shipped.',
    type: 'info',
    isRead: false,
    hoursAgo: 5,
    about: { deal: 'brentShipped' },
  },
  {
    user: 'buyer',
    title: 'Deal status changed',
    message: 'A diesel deal was cancelled.',
    type: 'warning',
    isRead: false,
    hoursAgo: 50,
    about: { deal: 'dieselCancelled' },
  },
  {
    user: 'buyer',
    title: 'Deal status changed',
    message: 'Your natural gas deal was delivered.',
    type: 'success',
    isRead: true,
    hoursAgo: 200,
    about: { deal: 'gasDelivered' },
  },
  {
    user: 'buyer',
    title: 'KYC approved',
    message: 'Gulf Coast Energy Trading LLC passed KYC review: you can now trade.',
    type: 'success',
    isRead: true,
    hoursAgo: 6800,
    about: { company: 'gulfCoast' },
  },
  // others
  {
    user: 'broker',
    title: 'Deal proposal received',
    message: 'A buyer proposed a price on a Brent offer (you are the broker).',
    type: 'info',
    isRead: false,
    hoursAgo: 2,
    about: { deal: 'brentNegotiation' },
  },
  {
    user: 'broker',
    title: 'New RFQ response',
    message: 'A seller answered a heating oil RFQ.',
    type: 'info',
    isRead: false,
    hoursAgo: 20,
    about: { deal: 'heatingOilNegotiation' },
  },
  {
    user: 'broker',
    title: 'Deal status changed',
    message: 'The diesel deal to Rotterdam has its LC confirmed.',
    type: 'success',
    isRead: true,
    hoursAgo: 150,
    about: { deal: 'dieselLcConfirmed' },
  },
  {
    user: 'superAdmin',
    title: 'Weekly summary',
    message: 'Two deals completed and one cancelled on the platform this month.',
    type: 'info',
    isRead: false,
    hoursAgo: 24,
  },
  {
    user: 'admin',
    title: 'Documents awaiting review',
    message: 'Tema Refinery Trading Co uploaded a new bank statement.',
    type: 'warning',
    isRead: false,
    hoursAgo: 96,
    about: { company: 'tema' },
  },
  {
    user: 'sellerGhana',
    title: 'Document rejected',
    message: 'The insurance certificate was rejected: the document is illegible.',
    type: 'warning',
    isRead: false,
    hoursAgo: 100,
    about: { company: 'tema' },
  },
];

/** Subscription plans (the panel's Payments tab; `key` names them for the payment links below). */
export const demoPlans = [
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
] as const;

/**
 * Payment links issued by the Simulator (no real payment provider is connected) and their transactions:
 * one paid (with the subscription it started), one awaiting confirmations, one failed, one link not
 * paid yet. `plan` is an index into demoPlans; `hoursAgo` counts back from the seed's now.
 */
export const demoPaymentLinks = [
  {
    title: 'Trader plan - monthly',
    description: 'Marketplace access for Atlantic Fuels',
    amount: '199.00',
    plan: 0,
    invoice: 'sim_inv_demo_trader_0001',
    hoursAgo: 120,
    expiresInHours: null,
    transaction: {
      id: 'sim_tx_demo_0001',
      status: 'paid',
      cryptoCurrency: 'USDT',
      cryptoAmount: '199.00000000',
      customerEmail: 'ops@atlantic-fuels.example',
      customerName: 'Atlantic Fuels Operations',
      txHash: '0x6f1c2a9e4b7d8c3f5a0e1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2',
      blockConfirmations: 19,
      hoursAgo: 96,
    },
  },
  {
    title: 'Desk plan - annual',
    description: 'Annual desk subscription for Rotterdam Energy',
    amount: '1990.00',
    plan: 1,
    invoice: 'sim_inv_demo_desk_0002',
    hoursAgo: 30,
    expiresInHours: 24 * 14,
    transaction: {
      id: 'sim_tx_demo_0002',
      status: 'pending',
      cryptoCurrency: 'BTC',
      cryptoAmount: '0.03061538',
      customerEmail: 'desk@rotterdam-energy.example',
      customerName: 'Rotterdam Energy Desk',
      txHash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
      blockConfirmations: 1,
      hoursAgo: 2,
    },
  },
  {
    title: 'Cargo inspection fee',
    description: 'Independent inspection of the Bonny Light cargo',
    amount: '450.00',
    plan: null,
    invoice: 'sim_inv_demo_inspection_0003',
    hoursAgo: 72,
    expiresInHours: null,
    transaction: {
      id: 'sim_tx_demo_0003',
      status: 'failed',
      cryptoCurrency: 'ETH',
      cryptoAmount: '0.14062500',
      customerEmail: 'finance@gulf-coast.example',
      customerName: 'Gulf Coast Finance',
      txHash: null,
      blockConfirmations: 0,
      hoursAgo: 70,
    },
  },
  {
    title: 'Broker onboarding fee',
    description: null,
    amount: '250.00',
    plan: null,
    invoice: 'sim_inv_demo_onboarding_0004',
    hoursAgo: 6,
    expiresInHours: 24 * 7,
    transaction: null,
  },
] as const;

/**
 * Proof of product on two of the demo seller's offers: the Brent offer's inspection report and storage
 * receipt approved (it shows "Verified supply"), the diesel offer's inspection report awaiting review
 * (the admins' queue on /documents). `hoursAgo`: uploaded; `reviewedHoursAgo`: decided.
 */
export const demoOfferDocuments = [
  {
    offer: 'nigerDeltaBrent',
    type: 'inspection_report',
    file: 'sgs-brent-quality-and-quantity.pdf',
    status: 'approved',
    hoursAgo: 30,
    reviewedHoursAgo: 26,
    notes: 'SGS certificate matches the offered grade and volume.',
  },
  {
    offer: 'nigerDeltaBrent',
    type: 'storage_receipt',
    file: 'bonny-terminal-tank-receipt.pdf',
    status: 'approved',
    hoursAgo: 30,
    reviewedHoursAgo: 26,
    notes: null,
  },
  {
    offer: 'nigerDeltaDiesel',
    type: 'inspection_report',
    file: 'intertek-diesel-report.pdf',
    status: 'pending',
    hoursAgo: 3,
    reviewedHoursAgo: null,
    notes: null,
  },
] as const satisfies ReadonlyArray<{
  offer: OfferKey;
  type: OfferDocumentType;
  file: string;
  status: 'pending' | 'approved' | 'rejected';
  hoursAgo: number;
  reviewedHoursAgo: number | null;
  notes: string | null;
}>;
