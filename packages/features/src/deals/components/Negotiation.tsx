import { useState } from 'react';
import { Check, MessageSquarePlus } from 'lucide-react';
import {
  Button,
  Card,
  Grid,
  Inline,
  Stack,
  StatusBadge,
  Text,
  formatDate,
  formatDateTime,
  formatVolume,
  toast,
} from '@petrobridge/ui';
import {
  dealProposalSchema,
  type DealProposalInput,
  type DealProposalValues,
} from '@petrobridge/domain';
import { FormDialog } from '../../shared/FormDialog';
import {
  FormDatePicker,
  FormError,
  FormNumberField,
  FormTextField,
  useApiForm,
} from '../../shared/form';
import { failureText } from '../../shared/errors';
import { statusDisplay } from '../../shared/status';
import { displayNow } from '../../shared/clock';
import {
  useAcceptDealProposal,
  useCreateDealProposal,
  type Deal,
  type DealProposal,
} from '../../api/deals';
import { formatDealMoney } from '../../shared/money';
import { useDealAnchor } from './anchors';
import { withDealId } from './with-deal-id';

/** The negotiation's anchor: the super admin's Start Negotiation opens `/deals/{id}#negotiation`. */
export const NEGOTIATION_ID = 'negotiation';

const sideWords: Record<string, string> = {
  seller: 'The seller',
  buyer: 'The buyer',
  broker: 'The broker',
};

/** Who may negotiate (docs/product.md#deal-page): the deal's seller, buyer and broker. */
export function negotiatorSide(
  user: { id: string; role: string } | null | undefined,
  deal: Pick<Deal, 'brokerId' | 'sellerId' | 'buyerId'>,
): 'seller' | 'buyer' | 'broker' | null {
  if (!user) return null;
  if (user.role === 'broker' && deal.brokerId === user.id) return 'broker';
  if (user.role === 'seller' && deal.sellerId === user.id) return 'seller';
  if (user.role === 'buyer' && deal.buyerId === user.id) return 'buyer';
  return null;
}

const FORM_ID = 'deal-proposal-form';

/** A date to prefill, unless it has passed (the server refuses a past delivery date). */
const notPast = (date: string | null | undefined) =>
  date && date >= displayNow().toISOString().slice(0, 10) ? date : undefined;

/** New terms, prefilled from the open proposal (a counter) or the deal's terms. */
function ProposalDialog({
  deal,
  from,
  isOpen,
  onOpenChange,
}: {
  deal: Deal;
  from: DealProposal | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useApiForm({
    schema: dealProposalSchema,
    defaultValues: {
      pricePerUnit: from?.pricePerUnit ?? deal.pricePerUnit ?? undefined,
      volume: from?.volume ?? deal.volume,
      deliveryDate: notPast(from?.deliveryDate ?? deal.deliveryDate),
      notes: '',
    } satisfies DealProposalInput,
    useMutation: withDealId<DealProposalValues, DealProposal>(useCreateDealProposal, deal.id),
    success: { title: 'Proposal Sent', description: 'The other side can accept or counter it.' },
    failure: { title: 'Error', fallback: 'Failed to send proposal' },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={from ? 'Counter proposal' : 'Propose terms'}
      description={`Price per ${deal.volumeUnit} in ${deal.currency} and quantity in ${deal.volumeUnit}. The other side accepts or counters; Lock Trade then freezes the terms.`}
      formId={FORM_ID}
      submitLabel="Send Proposal"
      pendingLabel="Sending proposal"
      form={form}
    >
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormNumberField
          control={form.control}
          name="pricePerUnit"
          label={`Price (${deal.currency} / ${deal.volumeUnit})`}
          isRequired
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
        />
        <FormNumberField
          control={form.control}
          name="volume"
          label={`Quantity (${deal.volumeUnit})`}
          isRequired
          step={1}
        />
      </Grid>
      <FormDatePicker
        control={form.control}
        name="deliveryDate"
        label="Delivery by"
        description="Optional; not in the past."
      />
      <FormTextField control={form.control} name="notes" label="Notes" maxLength={5000} />
      <FormError message={form.formError} />
    </FormDialog>
  );
}

function ProposalItem({
  deal,
  proposal,
  canAccept,
  accepting,
  onAccept,
}: {
  deal: Deal;
  proposal: DealProposal;
  canAccept: boolean;
  accepting: boolean;
  onAccept: () => void;
}) {
  const who = proposal.isMine ? 'You' : (sideWords[proposal.authorRole] ?? 'An admin');
  const status = statusDisplay('proposal', proposal.status);
  return (
    <Stack as="li" gap="1" data-testid="deal-proposal">
      <Inline justify="between" align="center" gap="2" wrap>
        <Text weight="medium">
          {who} proposed {formatDealMoney(proposal.pricePerUnit, deal.currency, 2)} /{' '}
          {deal.volumeUnit} for {formatVolume(proposal.volume, deal.volumeUnit)}
        </Text>
        <StatusBadge {...status} />
      </Inline>
      <Text size="sm" tone="muted">
        {proposal.deliveryDate ? `Delivery by ${formatDate(proposal.deliveryDate)} · ` : ''}
        {formatDateTime(proposal.createdAt)}
      </Text>
      {proposal.notes ? <Text size="sm">{proposal.notes}</Text> : null}
      {canAccept ? (
        <Inline gap="2">
          <Button
            size="sm"
            icon={Check}
            isPending={accepting}
            pendingLabel="Accepting"
            onPress={onAccept}
          >
            Accept
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * The deal's negotiation (docs/product.md#deal-page): every proposal, newest first, with its state;
 * while the deal negotiates its seller, buyer and broker propose or counter, and the seller or buyer
 * accepts the open proposal made by someone else — the deal then takes its terms.
 */
export function Negotiation({
  deal,
  proposals,
  user,
}: {
  deal: Deal;
  proposals: DealProposal[];
  user: { id: string; role: string } | null | undefined;
}) {
  const [isProposing, setProposing] = useState(false);
  const side = negotiatorSide(user, deal);
  const negotiating = deal.status === 'negotiation';
  const open = proposals.find((p) => p.status === 'open');
  const accept = useAcceptDealProposal({
    onSuccess: () =>
      toast({
        title: 'Terms accepted',
        description: "The deal's terms are updated; the broker can lock the trade.",
        tone: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to accept proposal'),
        tone: 'danger',
      }),
  });
  useDealAnchor(NEGOTIATION_ID);
  if (!negotiating && proposals.length === 0) return null;

  const newestFirst = [...proposals].reverse();
  const mayAccept = (p: DealProposal) =>
    negotiating && p.status === 'open' && !p.isMine && (side === 'seller' || side === 'buyer');
  const explanation = !negotiating
    ? 'The trade is locked: these terms are final.'
    : side === null
      ? "Only the deal's seller, buyer and broker negotiate."
      : open && !open.isMine && side !== 'broker'
        ? 'Accept the open proposal, or counter it with your terms.'
        : open?.isMine
          ? 'Your proposal awaits an answer; you can still change it.'
          : 'Propose terms; the other side accepts or counters.';
  return (
    <Card
      title="Negotiation"
      headingLevel={2}
      id={NEGOTIATION_ID}
      description={explanation}
      actions={
        negotiating && side ? (
          <Button
            size="sm"
            variant="secondary"
            icon={MessageSquarePlus}
            onPress={() => setProposing(true)}
          >
            {open ? 'Counter' : 'Propose terms'}
          </Button>
        ) : null
      }
    >
      {newestFirst.length === 0 ? (
        <Text tone="muted">No proposals yet.</Text>
      ) : (
        <Stack as="ol" gap="4" padding="none" margin="none" aria-label="Proposals">
          {newestFirst.map((p) => (
            <ProposalItem
              key={p.id}
              deal={deal}
              proposal={p}
              canAccept={mayAccept(p)}
              accepting={accept.isPending}
              onAccept={() => void accept.trigger({ dealId: deal.id, proposalId: p.id })}
            />
          ))}
        </Stack>
      )}
      {side ? (
        <ProposalDialog
          key={open?.id ?? 'none'}
          deal={deal}
          from={open}
          isOpen={isProposing}
          onOpenChange={setProposing}
        />
      ) : null}
    </Card>
  );
}
