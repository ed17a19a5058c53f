import { useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import {
  Card,
  Heading,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
  formatDate,
  formatDateTime,
  formatVolume,
  missingValue,
} from '@petrobridge/ui';
import type { Schema } from '@petrobridge/api-client';
import { isStaffRole, type DealStatus, productTypeNames } from '@petrobridge/domain';
import { useSession, type SessionUser } from '../../data/session';
import { Facts } from '../../kit/Facts';
import { getHref } from '../../kit/routes';
import { dealStatusDisplay, statusDisplay } from '../../kit/status';
import { useDeal, type Deal } from '../../data/api/deals';
import { DealActions } from './DealActions';
import { Negotiation } from './Negotiation';
import { LetterOfCredit, Shipping } from './LcAndShipping';
import { Contract } from './Contract';
import { useDealAnchor } from './anchors';
import { displayNow } from '../../kit/clock';
import { formatDealMoney } from '../../kit/money';
import { RecordLoadable } from '../../kit/screen-state';
import * as s from './deal-page.css';

type DealEvent = Schema<'DealEvent'>;

const roleWords: Record<string, string> = {
  super_admin: 'a super admin',
  admin: 'an admin',
  broker: 'the broker',
  seller: 'the seller',
  buyer: 'the buyer',
};
const statusWord = (s: DealStatus | null) => (s ? dealStatusDisplay[s].label : missingValue);

/** What an event says happened, in words. */
export function describeEvent(event: DealEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Deal created';
    case 'locked':
      return `Trade locked: ${statusWord(event.fromStatus)} → ${statusWord(event.toStatus)}`;
    case 'status_changed':
      return `Status changed: ${statusWord(event.fromStatus)} → ${statusWord(event.toStatus)}`;
    case 'commission_changed':
      return 'Commission rate changed';
    case 'proposal':
      return 'Terms proposed';
    case 'proposal_accepted':
      return 'Terms accepted';
    case 'lc_recorded':
      return 'Letter of credit recorded';
    case 'shipping_recorded':
      return 'Shipping details recorded';
    case 'contract_generated':
      return 'Sales contract generated';
    case 'contract_signed':
      return 'Contract signed';
    default:
      return 'Deal updated';
  }
}

const actorText = (event: DealEvent) =>
  event.actorRole ? `by ${roleWords[event.actorRole] ?? event.actorRole}` : 'by the system';

/**
 * The deal's terms and parties, as the server lets the caller see them. Agreed terms (both sides
 * accepted the same proposal: `termsAgreedAt`) are titled so, with when; before that the figures are
 * only proposed, and the open proposal in the negotiation is what the sides are answering.
 */
function Terms({ deal, showCommission }: { deal: Deal; showCommission: boolean }) {
  const agreed = deal.termsAgreedAt !== null;
  const facts: Array<[string, string]> = [
    ['Product', productTypeNames[deal.productType] ?? deal.productType],
    ['Volume', formatVolume(deal.volume, deal.volumeUnit)],
    [
      'Price per unit',
      deal.pricePerUnit === null
        ? 'Not agreed yet'
        : `${formatDealMoney(deal.pricePerUnit, deal.currency, 2)} / ${deal.volumeUnit}`,
    ],
    ['Total value', formatDealMoney(deal.totalValue, deal.currency)],
    ['Delivery location', deal.deliveryLocation ?? 'Not set'],
    ['Delivery date', deal.deliveryDate ? formatDate(deal.deliveryDate) : 'Flexible'],
    ...(deal.termsAgreedAt
      ? ([['Agreed on', formatDateTime(deal.termsAgreedAt)]] as Array<[string, string]>)
      : []),
    ['Seller', deal.sellerCompanyName ?? missingValue],
    ['Buyer', deal.buyerCompanyName ?? missingValue],
    ...(showCommission && deal.commissionAmount !== undefined
      ? ([
          [
            'Commission',
            // docs/product.md#figures: a cancelled deal's commission is void, never owed.
            `${formatDealMoney(deal.commissionAmount, deal.currency)} (${deal.commissionRate ?? missingValue} %)${deal.status === 'cancelled' ? ' · void' : ''}`,
          ],
        ] as Array<[string, string]>)
      : []),
    ['Created', formatDateTime(deal.createdAt)],
    ...(deal.lockedAt
      ? ([['Locked', formatDateTime(deal.lockedAt)]] as Array<[string, string]>)
      : []),
  ];
  return (
    <Card
      title={agreed ? 'Agreed terms' : 'Proposed terms'}
      headingLevel={2}
      description={
        agreed
          ? 'Both the seller and the buyer accepted these terms.'
          : 'Not agreed yet: these terms bind only once the seller and the buyer accept the same proposal.'
      }
    >
      <Facts items={facts} className={s.facts} />
    </Card>
  );
}

/** The timeline's anchor: `/deals/{id}#timeline` (the dashboards' Track) scrolls to it. */
const TIMELINE_ID = 'timeline';

/** Every event of the deal, newest first, with who and when. */
function Timeline({ events }: { events: DealEvent[] }) {
  const newestFirst = [...events].reverse();
  useDealAnchor(TIMELINE_ID);
  return (
    <Card title="Timeline" headingLevel={2} id={TIMELINE_ID}>
      {newestFirst.length === 0 ? (
        <Text tone="muted">No events recorded yet.</Text>
      ) : (
        <Stack as="ol" gap="4" padding="none" margin="none" aria-label="Deal timeline">
          {newestFirst.map((event) => (
            <Stack as="li" key={event.id} gap="0.5" data-testid="deal-event">
              <Text weight="medium">{describeEvent(event)}</Text>
              {event.notes ? (
                <Text size="sm" tone="muted">
                  {event.notes}
                </Text>
              ) : null}
              <Text size="xs" tone="muted">
                {formatDateTime(event.createdAt)} · {actorText(event)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

const backLink = (
  <Link href={getHref('deals')}>
    <Inline as="span" gap="1" align="center">
      <ArrowLeft size={16} aria-hidden />
      Deal Management
    </Inline>
  </Link>
);

/**
 * The deal page (/deals/:id, docs/product.md#deal-page): terms and parties as the identity rule
 * allows, the status with its allowed moves and Lock Trade, the negotiation, the sales contract and
 * its signatures, the letter of credit and the shipment, and the timeline of every event.
 */
export function DealPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const deal = useDeal({ path: { id } });
  return (
    <RecordLoadable
      query={deal}
      back={backLink}
      title="Deal Details"
      noun="Deal"
      plural="deals"
      listName="Deal Management"
    >
      {(data) => <DealView deal={data} user={user} />}
    </RecordLoadable>
  );
}

function DealView({
  deal,
  user,
}: {
  deal: NonNullable<ReturnType<typeof useDeal>['data']>;
  user: SessionUser | null;
}) {
  const { events, proposals, contract, ...current } = deal;
  const staff = user?.role !== undefined && isStaffRole(user.role);
  return (
    <Stack gap="6">
      {backLink}
      <Inline justify="between" align="center" gap="4" wrap>
        <Stack gap="1">
          <Heading level={1}>{current.dealNumber}</Heading>
          <Text tone="muted">
            {productTypeNames[current.productType] ?? current.productType},{' '}
            {formatVolume(current.volume, current.volumeUnit)}
          </Text>
        </Stack>
        <StatusBadge {...statusDisplay('deal', current.status)} />
      </Inline>
      {!staff && !current.lockedAt && current.status === 'negotiation' ? (
        <Text size="sm" tone="muted">
          The other side stays anonymous until the trade is locked.
        </Text>
      ) : null}
      <Terms deal={current} showCommission={staff} />
      <DealActions
        deal={current}
        openProposal={proposals.findLast((p) => p.status === 'open') ?? null}
        signedSides={contract?.signatures.map((sig) => sig.side) ?? []}
      />
      <Negotiation deal={current} proposals={proposals} user={user} />
      <Contract deal={current} contract={contract} user={user} />
      <LetterOfCredit deal={current} user={user} />
      <Shipping deal={current} user={user} today={displayNow().toISOString().slice(0, 10)} />
      <Timeline events={events} />
    </Stack>
  );
}
