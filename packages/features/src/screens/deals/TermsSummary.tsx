import { formatDate, formatVolume } from '@petrobridge/ui';
import { totalValue } from '@petrobridge/domain';
import { Facts } from '../../kit/Facts';
import { formatDealMoney } from '../../kit/money';
import type { Deal } from '../../data/api/deals';
import * as s from './deal-page.css';

/** The terms a confirmation binds: a proposal's, or the deal's agreed ones. */
export interface TermsToConfirm {
  pricePerUnit: string | null;
  volume: number;
  deliveryDate: string | null;
}

/**
 * The terms an acceptance or a lock binds (docs/product.md#agreement-before-binding): price, volume,
 * total value, delivery date and place, currency: what the confirmation dialogs show before sending.
 */
export function TermsSummary({
  deal,
  terms,
  label,
}: {
  deal: Pick<Deal, 'currency' | 'volumeUnit' | 'deliveryLocation' | 'deliveryDate'>;
  terms: TermsToConfirm;
  label: string;
}) {
  const total = terms.pricePerUnit === null ? null : totalValue(terms.volume, terms.pricePerUnit);
  const delivery = terms.deliveryDate ?? deal.deliveryDate;
  return (
    <div role="group" aria-label={label}>
      <Facts
        className={s.facts}
        items={[
          [
            'Price per unit',
            terms.pricePerUnit === null
              ? 'Not agreed yet'
              : `${formatDealMoney(terms.pricePerUnit, deal.currency, 2)} / ${deal.volumeUnit}`,
          ],
          ['Volume', formatVolume(terms.volume, deal.volumeUnit)],
          ['Total value', formatDealMoney(total, deal.currency, 2)],
          ['Delivery date', delivery ? formatDate(delivery) : 'Flexible'],
          ['Delivery location', deal.deliveryLocation ?? 'Not set'],
          ['Currency', deal.currency],
        ]}
      />
    </div>
  );
}
