/**
 * The two kinds of listing, offers and RFQs: what their handlers and queries differ in, written once as
 * a `ListingKind` each, with the fixed statements of their hot reads.
 */
import { toScaled } from '@petrobridge/domain';
import { offers, rfqs } from '../db/schema';
import type { OfferRow, RfqRow, UserRow } from '../db/rows';
import { selectList, type Statement } from '../db/raw';
import { toOffer, toRfq, type ListingIdentity, type S } from '../http/serialize';
import { totalTooLarge } from './rules';

export type ListingRow = OfferRow | RfqRow;

/** What the offer and RFQ handlers differ in; the handlers are written once, against it. */
export interface ListingKind<Row extends ListingRow, Out> {
  /** The key of the trigger-kept listing counters. */
  kind: 'offer' | 'rfq';
  table: typeof offers | typeof rfqs;
  /** The owner's column (the seller's, the buyer's) and its value on a row. */
  ownerColumn: typeof offers.sellerId | typeof rfqs.buyerId;
  ownerOf: (row: Row) => string;
  /** The free text searched besides the product and the delivery location. */
  textColumn: typeof offers.terms | typeof rfqs.specifications;
  /** What the price filters and sorts read (the offer's price, the RFQ's maximum). */
  priceColumn: typeof offers.pricePerUnit | typeof rfqs.maxPricePerUnit;
  /** What the delivery filters and sort read. */
  dateColumn: typeof offers.deliveryDate | typeof rfqs.requiredDeliveryDate;
  /** The row as `viewer` reads it on the server's day `today` (an offer's `deliveryPassed`). */
  serialize: (row: Row, identity: ListingIdentity, viewer: UserRow, today: string) => Out;
  notFound: string;
  forbidden: string;
  /** How messages name the listing ('offer', 'RFQ'). */
  label: string;
  /** A further check of an owner's edit against the stored listing (400 when it fails). */
  checkPatch?: (current: Row, patch: Partial<Row>) => void;
  /** The hot reads on the raw driver (db/raw.ts). */
  statements: ListingStatements;
}

/** Either kind, where only what both share is read. */
export type AnyListingKind = ListingKind<ListingRow, unknown>;

interface ListingStatements {
  byId: Statement;
  /** The feed's page ($1 limit, $2 offset), of every product or of one ($3). */
  page: Statement;
  pageOfProduct: Statement;
}

/**
 * The feed and the detail read as fixed statements: they are most of the marketplace's traffic, and the
 * partial indexes (`*_feed_idx`, `*_product_feed_idx`) serve exactly these shapes.
 */
function listingStatements(table: typeof offers | typeof rfqs, kind: string): ListingStatements {
  const name = table === offers ? 'offers' : 'rfqs';
  const columns = selectList(table);
  const order = 'order by created_at desc, id desc limit $1 offset $2';
  return {
    byId: { name: `${kind}_by_id`, text: `select ${columns} from ${name} where id = $1 limit 1` },
    page: { name: `${kind}_page`, text: `select ${columns} from ${name} where is_active ${order}` },
    pageOfProduct: {
      name: `${kind}_page_of_product`,
      text: `select ${columns} from ${name} where is_active and product_type = $3 ${order}`,
    },
  };
}

// Drizzle types rows of `offers | rfqs` as `OfferRow | RfqRow`; a kind's own table yields its Row.
export const rowOf = <Row extends ListingRow>(_kind: ListingKind<Row, unknown>, row: ListingRow) =>
  row as Row;

export const offerKind: ListingKind<OfferRow, S<'Offer'>> = {
  kind: 'offer',
  table: offers,
  ownerColumn: offers.sellerId,
  ownerOf: (offer) => offer.sellerId,
  textColumn: offers.terms,
  priceColumn: offers.pricePerUnit,
  dateColumn: offers.deliveryDate,
  serialize: toOffer,
  statements: listingStatements(offers, 'offer'),
  notFound: 'Offer not found',
  forbidden: 'Only the offer’s owner may edit it',
  label: 'offer',
  checkPatch(offer, patch) {
    const volume = patch.volume ?? offer.volume;
    const price = patch.pricePerUnit === undefined ? offer.pricePerUnit : patch.pricePerUnit;
    if (price !== null && BigInt(volume) * toScaled(price, 2) >= 10n ** 15n) throw totalTooLarge();
  },
};

export const rfqKind: ListingKind<RfqRow, S<'Rfq'>> = {
  kind: 'rfq',
  table: rfqs,
  ownerColumn: rfqs.buyerId,
  ownerOf: (rfq) => rfq.buyerId,
  textColumn: rfqs.specifications,
  priceColumn: rfqs.maxPricePerUnit,
  dateColumn: rfqs.requiredDeliveryDate,
  serialize: toRfq,
  statements: listingStatements(rfqs, 'rfq'),
  notFound: 'RFQ not found',
  forbidden: 'Only the RFQ’s owner may edit it',
  label: 'RFQ',
};
