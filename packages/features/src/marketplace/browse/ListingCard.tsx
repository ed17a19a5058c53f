import type { ReactNode } from 'react';
import { Card, Stack, Text, formatDate, formatVolume } from '@petrobridge/ui';
import { unitPrice } from '../../shared/prices';
import { displayNow } from '../../shared/clock';
import { Facts } from '../../shared/Facts';
import { VerifiedSupply } from '../../shared/VerifiedSupply';
import { productTypeLabels } from '../../shared/labels';
import type { Offer } from '../../api/offers';
import type { Rfq } from '../../api/rfqs';
import * as s from './marketplace.css';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "Posted 3 days ago": how fresh a listing is, from `now`. */
export function listingAge(iso: string, now: Date = displayNow()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size)
      return `Posted ${relative.format(Math.round(seconds / size), unit)}`;
  return 'Posted just now';
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

export function OfferCard({
  offer,
  actions,
  status,
  position,
}: {
  offer: Offer;
  actions?: ReactNode;
  position?: ListPosition;
  /** The offer's state where its owner reads it (active, expired, inactive). */
  status?: ReactNode;
}) {
  return (
    <ListingFrame
      id={offer.id}
      title={productTypeLabels[offer.productType] ?? offer.productType}
      facts={[
        ...statusFact(status),
        ['Volume', formatVolume(offer.volume, offer.volumeUnit)],
        ['Price', unitPrice(offer.pricePerUnit, offer.currency, offer.volumeUnit)],
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
}: {
  rfq: Rfq;
  actions?: ReactNode;
  position?: ListPosition;
  /** The RFQ's state where its owner reads it (open, expired, closed). */
  status?: ReactNode;
}) {
  return (
    <ListingFrame
      id={rfq.id}
      title={productTypeLabels[rfq.productType] ?? rfq.productType}
      facts={[
        ...statusFact(status),
        ['Volume', formatVolume(rfq.volume, rfq.volumeUnit)],
        ['Max price', unitPrice(rfq.maxPricePerUnit, rfq.currency, rfq.volumeUnit)],
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
