import type { ReactNode } from 'react';
import { Card, Stack, Text, formatDate, formatNumber, formatVolume } from '@petrobridge/ui';
import { NORMALISED_PRICE_UNIT, normalisedPrice, productTypeNames } from '@petrobridge/domain';
import { unitPrice } from '../../../kit/prices';
import { displayNow, timeAgo } from '../../../kit/clock';
import { Facts } from '../../../kit/Facts';
import { VerifiedSupply } from '../../../widgets/verified-supply/VerifiedSupply';
import type { Offer } from '../../../data/api/offers';
import type { Rfq } from '../../../data/api/rfqs';
import * as s from './marketplace.css';

/** "Posted 3 days ago": how fresh a listing is, from `now`. */
export function listingAge(iso: string, now: Date = displayNow()): string {
  const age = timeAgo(iso, now);
  return age === 'now' ? 'Posted just now' : `Posted ${age}`;
}

interface FrameProps {
  id: string;
  title: string;
  facts: Array<[string, ReactNode]>;
  details: string | null;
  /** Who posted it: only on the listings the server names them on (staff, the owner). */
  postedBy?: string;
  createdAt: string;
  actions?: ReactNode;
  /** Beside the title: what the platform vouches for (Verified supply). */
  badge?: ReactNode;
  /** In a windowed list: the card's place (0-based) and the list's total, for assistive technology. */
  position?: ListPosition;
}

/** A card's place in a list of which only part is in the DOM (`aria-posinset`, `aria-setsize`). */
export interface ListPosition {
  index: number;
  total: number;
}

function ListingFrame({
  id,
  title,
  facts,
  details,
  postedBy,
  createdAt,
  actions,
  badge,
  position,
}: FrameProps) {
  return (
    <Card
      elementType="li"
      title={title}
      headingLevel={2}
      data-listing={id}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position?.total}
      footer={actions}
      actions={badge}
    >
      <Stack gap="3">
        <Facts items={facts} className={s.facts} />
        {details ? (
          <Text size="sm" tone="muted">
            {details}
          </Text>
        ) : null}
        {postedBy ? <Text size="sm">Posted by {postedBy}</Text> : null}
        <Text size="xs" tone="muted">
          {listingAge(createdAt)}
        </Text>
      </Stack>
    </Card>
  );
}

const statusFact = (status: ReactNode): Array<[string, ReactNode]> =>
  status ? [['Status', status]] : [];

const identity = (l: { companyName?: string; contactName?: string | null }) =>
  l.companyName ? [l.companyName, l.contactName].filter(Boolean).join(' · ') : undefined;

/** An offer past its delivery date, to its owner and to everyone else (docs/product.md#unit-policy). */
export const DELIVERY_PASSED = 'Delivery date passed — no longer tradeable';

/** What locked deals committed of an offer (its volume less what remains). */
export const committedOf = (offer: Offer) => offer.volume - offer.remainingVolume;

/**
 * An offer's volume in its own unit. Its owner reads "650,000 bbl offered · 600,000 committed · 50,000
 * remaining" once a locked deal committed part of it; anyone else reads what is left, with what was
 * offered under it.
 */
export function offerVolume(offer: Offer, owner: boolean): ReactNode {
  const committed = committedOf(offer);
  if (committed <= 0) return formatVolume(offer.volume, offer.volumeUnit);
  if (owner)
    return `${formatVolume(offer.volume, offer.volumeUnit)} offered · ${formatNumber(committed)} committed · ${formatNumber(offer.remainingVolume)} remaining`;
  return (
    <Stack gap="0.5">
      <span>{formatVolume(offer.remainingVolume, offer.volumeUnit)} remaining</span>
      <Text size="xs" tone="muted">
        of {formatVolume(offer.volume, offer.volumeUnit)} offered
      </Text>
    </Stack>
  );
}

/**
 * An offer's price in its own unit; with `normalised` (the list is sorted by price) and another unit
 * than MT, the price per MT the sort compared under it as a secondary figure ("≈ $613.13 / MT").
 */
export function offerPrice(offer: Offer, normalised = false): ReactNode {
  return listingPrice(offer, offer.pricePerUnit, normalised);
}

/** {@link offerPrice} of any listing: an offer's price, an RFQ's maximum. */
function listingPrice(
  listing: Pick<Offer, 'currency' | 'volumeUnit' | 'productType'>,
  price: string | null,
  normalised: boolean,
): ReactNode {
  const own = unitPrice(price, listing.currency, listing.volumeUnit);
  if (!normalised || price === null || listing.volumeUnit === NORMALISED_PRICE_UNIT) return own;
  const perMT = normalisedPrice(price, listing.volumeUnit, listing.productType);
  return (
    <Stack gap="0.5">
      <span>{own}</span>
      <Text size="xs" tone="muted">
        ≈ {unitPrice(perMT, listing.currency, NORMALISED_PRICE_UNIT)} (compared per MT)
      </Text>
    </Stack>
  );
}

export function OfferCard({
  offer,
  actions,
  status,
  position,
  owner = false,
  normalised = false,
}: {
  offer: Offer;
  actions?: ReactNode;
  position?: ListPosition;
  /** The offer's state where its owner reads it (active, expired, inactive). */
  status?: ReactNode;
  /** Read by its owner: the volume as offered, committed and remaining. */
  owner?: boolean;
  /** The list is sorted by price: the card says the price per MT it was compared on. */
  normalised?: boolean;
}) {
  return (
    <ListingFrame
      id={offer.id}
      title={productTypeNames[offer.productType] ?? offer.productType}
      facts={[
        ...statusFact(status),
        ['Volume', offerVolume(offer, owner)],
        ['Price', offerPrice(offer, normalised)],
        ['Delivery location', offer.deliveryLocation ?? 'Flexible'],
        ['Delivery date', offer.deliveryDate ? formatDate(offer.deliveryDate) : 'Flexible'],
      ]}
      details={offer.terms}
      postedBy={identity(offer)}
      createdAt={offer.createdAt}
      actions={actions}
      badge={offer.verifiedSupply ? <VerifiedSupply /> : undefined}
      position={position}
    />
  );
}

export function RfqCard({
  rfq,
  actions,
  status,
  position,
  normalised = false,
}: {
  rfq: Rfq;
  actions?: ReactNode;
  position?: ListPosition;
  /** The RFQ's state where its owner reads it (open, expired, closed). */
  status?: ReactNode;
  /** The list is sorted by price: the card says the price per MT it was compared on. */
  normalised?: boolean;
}) {
  return (
    <ListingFrame
      id={rfq.id}
      title={productTypeNames[rfq.productType] ?? rfq.productType}
      facts={[
        ...statusFact(status),
        ['Volume', formatVolume(rfq.volume, rfq.volumeUnit)],
        ['Max price', listingPrice(rfq, rfq.maxPricePerUnit, normalised)],
        ['Delivery location', rfq.deliveryLocation || 'Flexible'],
        [
          'Delivery date',
          rfq.requiredDeliveryDate ? formatDate(rfq.requiredDeliveryDate) : 'Flexible',
        ],
      ]}
      details={rfq.specifications}
      postedBy={identity(rfq)}
      createdAt={rfq.createdAt}
      actions={actions}
      position={position}
    />
  );
}
