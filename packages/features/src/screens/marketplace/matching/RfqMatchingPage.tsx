import { lazy, Suspense, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  formatNumber,
} from '@petrobridge/ui';
import { productTypeNames } from '@petrobridge/domain';
import { failureText, loadFailureText } from '../../../kit/errors';
import type { CreateDealFormInput } from '../../../data/api/deals';
import { useRfqCandidates, useRfqs, type Rfq } from '../../../data/api/rfqs';
import { useSession } from '../../../data/session';
import { CandidateCard } from './CandidateCard';
import { MatchTable } from './MatchTable';
import { matchingViews, useMatchingView, type MatchingView } from './matching-view';
import { offerFacts, rfqFacts } from './facts';
import { matchedDealValues } from './prefill';
import * as s from './matching.css';
import { Loadable, LoadFailedAlert } from '../../../kit/screen-state';

const CreateDealDialog = lazy(() =>
  import('../../../widgets/deal-form').then((m) => ({ default: m.CreateDealDialog })),
);
const MatchDealDialog = lazy(() =>
  import('./MatchDealDialog').then((m) => ({ default: m.MatchDealDialog })),
);

const viewLabels: Record<MatchingView, string> = { cards: 'Cards', table: 'Table' };

/** RFQs per page; each loads its own best offers. */
export const RFQS_PER_PAGE = 10;
/** Best offers shown under each RFQ; the rest are one press away. */
export const BEST_OFFERS = 3;

/** One RFQ and its best-matching offers, each with the action that opens the prefilled deal form. */
function RfqWithMatches({
  rfq,
  view,
  onDeal,
  onAll,
}: {
  rfq: Rfq;
  view: MatchingView;
  onDeal: (values: DefaultValues<CreateDealFormInput>) => void;
  onAll: () => void;
}) {
  const candidates = useRfqCandidates({ path: { id: rfq.id }, query: { limit: BEST_OFFERS } });
  const product = productTypeNames[rfq.productType];
  const matches = candidates.data ?? [];
  return (
    <Card
      elementType="li"
      title={`${product} RFQ · ${rfq.companyName ?? 'Buyer'}`}
      headingLevel={2}
      description={rfqFacts(rfq)}
      footer={
        <Button size="sm" variant="secondary" onPress={onAll}>
          All candidates
        </Button>
      }
    >
      <Loadable
        query={candidates}
        loading={
          <div role="status" aria-label={`Loading offers for the ${product} RFQ`}>
            <Skeleton height="6rem" />
          </div>
        }
        failed={(_, error) => (
          <LoadFailedAlert title="Offers could not be ranked">
            {failureText(error, 'Please try again.')}
          </LoadFailedAlert>
        )}
        fallback={[]}
        empty={<Text tone="muted">No active offer of this product fits this RFQ yet.</Text>}
      >
        {() =>
          view === 'table' ? (
            <MatchTable
              rfq={rfq}
              candidates={matches}
              label={`Best offers for the ${product} RFQ`}
              action={(c) => (
                <Button
                  size="sm"
                  onPress={() => onDeal(matchedDealValues(c.offer, rfq))}
                  aria-label={`Create deal: ${c.offer.companyName ?? 'seller'} with ${rfq.companyName ?? 'buyer'}`}
                >
                  Create deal
                </Button>
              )}
            />
          ) : (
            <ul className={s.list} aria-label={`Best offers for the ${product} RFQ`}>
              {matches.map((c) => (
                <CandidateCard
                  key={c.offer.id}
                  title={`${productTypeNames[c.offer.productType]} offer`}
                  party={c.offer.companyName ?? 'Seller'}
                  facts={offerFacts(c.offer)}
                  score={c.score}
                  isMatch={c.isMatch}
                  reasons={c.reasons}
                  action={
                    <Button
                      size="sm"
                      onPress={() => onDeal(matchedDealValues(c.offer, rfq))}
                      aria-label={`Create deal: ${c.offer.companyName ?? 'seller'} with ${rfq.companyName ?? 'buyer'}`}
                    >
                      Create deal
                    </Button>
                  }
                />
              ))}
            </ul>
          )
        }
      </Loadable>
    </Card>
  );
}

/**
 * RFQ Matching (`/rfq-matching`, brokers): the open RFQs, newest first, each with its best-matching
 * active offers ranked by the match score of packages/domain and its reasons; one press on a pair opens
 * Create New Deal prefilled from both and linked to them. The offers show as cards (with the reasons) or
 * as a sortable table (MatchTable), the choice remembered per user (matching-view.ts).
 */
export function RfqMatchingPage() {
  const { user } = useSession();
  const [view, setView] = useMatchingView(user?.id);
  const [page, setPage] = useState(0);
  const rfqs = useRfqs({ query: { limit: RFQS_PER_PAGE, offset: page * RFQS_PER_PAGE } });
  const [deal, setDeal] = useState<DefaultValues<CreateDealFormInput> | null>(null);
  const [all, setAll] = useState<Rfq | null>(null);
  const total = rfqs.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / RFQS_PER_PAGE));

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>RFQ Matching</Heading>
        <Text tone="muted">
          Open RFQs with the offers that fit them best, scored on product, volume, price, delivery
          date and the seller&apos;s KYC.
        </Text>
      </Stack>
      <RadioGroup
        label="View"
        orientation="horizontal"
        value={view}
        onChange={(next) => setView(next as MatchingView)}
      >
        {matchingViews.map((id) => (
          <Radio key={id} value={id}>
            {viewLabels[id]}
          </Radio>
        ))}
      </RadioGroup>
      <Loadable
        query={rfqs}
        loading={
          <div role="status" aria-label="Loading RFQs">
            <Stack gap="4">
              <Skeleton height="10rem" />
              <Skeleton height="10rem" />
            </Stack>
          </div>
        }
        failed={(_, error) => (
          <LoadFailedAlert title={loadFailureText('RFQs', 'title')}>
            {failureText(error, 'Please try again.')}
          </LoadFailedAlert>
        )}
        fallback={{ items: [], total: 0 }}
        empty={
          <EmptyState
            headingLevel={2}
            title="No open RFQs"
            description="When buyers post requests for quote, they appear here with their best offers."
          />
        }
      >
        {(data) => (
          <Stack gap="4">
            <Text size="sm" tone="muted">
              {`${formatNumber(total ?? 0)} open RFQs · page ${page + 1} of ${pages}`}
            </Text>
            <ul className={s.list} aria-label="Open RFQs">
              {data.items.map((rfq) => (
                <RfqWithMatches
                  key={rfq.id}
                  rfq={rfq}
                  view={view}
                  onDeal={setDeal}
                  onAll={() => setAll(rfq)}
                />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Pages">
                <Stack gap="2" align="start">
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={page === 0}
                    onPress={() => setPage((p) => p - 1)}
                  >
                    Previous page
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={page + 1 >= pages}
                    onPress={() => setPage((p) => p + 1)}
                  >
                    Next page
                  </Button>
                </Stack>
              </nav>
            ) : null}
          </Stack>
        )}
      </Loadable>
      <Suspense fallback={null}>
        {deal ? (
          <CreateDealDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setDeal(null);
            }}
            initialValues={deal}
          />
        ) : null}
        {all ? (
          <MatchDealDialog
            isOpen
            rfq={all}
            onOpenChange={(open) => {
              if (!open) setAll(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
