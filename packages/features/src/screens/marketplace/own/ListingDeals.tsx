import { useState } from 'react';
import {
  Button,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  formatDate,
  formatNumber,
} from '@petrobridge/ui';
import { statusDisplay } from '../../../kit/status';
import { getHref } from '../../../kit/routes';
import { useDeals } from '../../../data/api/deals';
import { unitPrice } from '../../../kit/prices';
import * as s from './own.css';
import { Loadable, LoadFailed } from '../../../kit/screen-state';

/** At most this many deals under a listing; the rest are on the deal desk. */
const SHOWN = 5;

export interface ListingDealsProps {
  /** The listing whose deals these are: an offer's proposals or an RFQ's responses. */
  listing: { offerId: string; rfqId?: undefined } | { rfqId: string; offerId?: undefined };
  /** 'proposals' on an offer, 'responses' to an RFQ. */
  noun: string;
}

/**
 * The deals that came from one of the owner's listings (`GET /api/deals?offerId=` / `?rfqId=`), loaded
 * when the owner opens them: each with its number (a link to the deal page), status, price and date.
 */
export function ListingDeals({ listing, noun }: ListingDealsProps) {
  const [open, setOpen] = useState(false);
  const deals = useDeals({
    query: { ...listing, limit: SHOWN },
    enabled: open,
  });
  const id = `deals-of-${listing.offerId ?? listing.rfqId}`;
  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPress={() => setOpen(!open)}
      >
        {open ? `Hide ${noun}` : `Show ${noun}`}
      </Button>
      {open ? (
        <div id={id}>
          <Loadable
            query={deals}
            keepData
            loading={<Skeleton lines={2} aria-label={`Loading ${noun}`} />}
            idle={<Skeleton lines={2} aria-label={`Loading ${noun}`} />}
            failed={<LoadFailed size="sm">The {noun} could not be loaded.</LoadFailed>}
            empty={
              <Text size="sm" tone="muted">
                No {noun} yet.
              </Text>
            }
          >
            {(data) => (
              <Stack gap="2">
                <ul className={s.deals} aria-label={noun}>
                  {data.items.map((deal) => (
                    <li key={deal.id} className={s.deal}>
                      <Link href={getHref('deal', { id: deal.id })}>{deal.dealNumber}</Link>
                      <StatusBadge {...statusDisplay('deal', deal.status)} size="sm" />
                      <Text size="sm">
                        {formatNumber(deal.volume)} {deal.volumeUnit} at{' '}
                        {unitPrice(deal.pricePerUnit, deal.currency, deal.volumeUnit)}
                      </Text>
                      <Text size="xs" tone="muted">
                        {formatDate(deal.createdAt)}
                      </Text>
                    </li>
                  ))}
                </ul>
                {data.total > SHOWN ? (
                  <Text size="sm" tone="muted">
                    {formatNumber(data.total - SHOWN)} more on{' '}
                    <Link href={getHref('deals')}>your deals</Link>.
                  </Text>
                ) : null}
              </Stack>
            )}
          </Loadable>
        </div>
      ) : null}
    </Stack>
  );
}
