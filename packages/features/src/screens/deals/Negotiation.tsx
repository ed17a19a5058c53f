import { useState } from 'react';
import { Check, Clock, MessageSquarePlus } from 'lucide-react';
import {
  Button,
  Card,
  Dialog,
  Grid,
  Heading,
  Inline,
  Modal,
  Radio,
  Stack,
  StatusBadge,
  Text,
  formatDate,
  formatDateTime,
  formatVolume,
  toast,
} from '@petrobridge/ui';
import * as z from 'zod/mini';
import {
  awaitingSides,
  dealProposalSchema,
  dealSides,
  type DealProposalInput,
  type DealProposalValues,
  type DealSide,
} from '@petrobridge/domain';
import { FormDialog } from '../../kit/FormDialog';
import {
  FormDatePicker,
  FormError,
  FormNumberField,
  FormRadioGroup,
  FormTextField,
  useApiForm,
} from '../../kit/form';
import { failureText } from '../../kit/errors';
import { statusDisplay } from '../../kit/status';
import { displayNow } from '../../kit/clock';
import {
  useAcceptDealProposal,
  useCreateDealProposal,
  type Deal,
  type DealProposal,
} from '../../data/api/deals';
import { formatDealMoney } from '../../kit/money';
import { useDealAnchor } from './anchors';
import { withDealId } from './with-deal-id';
import { TermsSummary } from './TermsSummary';

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

/** A broker's proposal names the side it is made for (it binds that side only once it accepts). */
const brokerProposalSchema = dealProposalSchema.check(
  z.superRefine((d, ctx) => {
    if (!d.onBehalfOf)
      ctx.addIssue({
        code: 'custom',
        path: ['onBehalfOf'],
        message: 'Choose the side this proposal is made for',
      });
  }),
);

/** New terms, prefilled from the open proposal (a counter) or the deal's terms. */
function ProposalDialog({
  deal,
  from,
  asBroker,
  isOpen,
  onOpenChange,
}: {
  deal: Deal;
  from: DealProposal | undefined;
  asBroker: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useApiForm({
    schema: asBroker ? brokerProposalSchema : dealProposalSchema,
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
      description={
        asBroker
          ? `Price per ${deal.volumeUnit} in ${deal.currency} and quantity in ${deal.volumeUnit}, on behalf of one side. It binds no one until the seller and the buyer each accept it; Lock Trade then freezes the terms.`
          : `Price per ${deal.volumeUnit} in ${deal.currency} and quantity in ${deal.volumeUnit}. Your side accepts it by sending it; the other side accepts or counters; Lock Trade then freezes the terms.`
      }
      formId={FORM_ID}
      submitLabel="Send Proposal"
      pendingLabel="Sending proposal"
      form={form}
    >
      {asBroker ? (
        <FormRadioGroup
          control={form.control}
          name="onBehalfOf"
          label="On behalf of"
          description="The side whose terms these are; each side still accepts them itself."
          orientation="horizontal"
          isRequired
        >
          <Radio value="seller">Seller</Radio>
          <Radio value="buyer">Buyer</Radio>
        </FormRadioGroup>
      ) : null}
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

const sideName = (side: DealSide) => (side === 'seller' ? 'Seller' : 'Buyer');

/** Who has accepted a proposal: "Seller ✓ accepted · Buyer awaiting". */
function Acceptances({ proposal }: { proposal: DealProposal }) {
  const accepted = (side: DealSide) =>
    side === 'seller' ? proposal.sellerAccepted : proposal.buyerAccepted;
  return (
    <Inline as="ul" gap="3" wrap padding="none" margin="none" aria-label="Acceptances">
      {dealSides.map((side) => (
        <Inline as="li" key={side} gap="1" align="center">
          {accepted(side) ? <Check size={14} aria-hidden /> : <Clock size={14} aria-hidden />}
          <Text size="sm" elementType="span" tone={accepted(side) ? 'default' : 'muted'}>
            {sideName(side)} {accepted(side) ? 'accepted' : 'awaiting'}
          </Text>
        </Inline>
      ))}
    </Inline>
  );
}

/** "The broker proposed $84.10 / bbl for 60,000 bbl on behalf of the seller". */
function proposalHeadline(deal: Deal, proposal: DealProposal) {
  const who = proposal.isMine ? 'You' : (sideWords[proposal.authorRole] ?? 'An admin');
  const behalf = proposal.onBehalfOf ? ` on behalf of the ${proposal.onBehalfOf}` : '';
  return `${who} proposed ${formatDealMoney(proposal.pricePerUnit, deal.currency, 2)} / ${deal.volumeUnit} for ${formatVolume(proposal.volume, deal.volumeUnit)}${behalf}`;
}

function ProposalItem({
  deal,
  proposal,
  canAccept,
  onAccept,
}: {
  deal: Deal;
  proposal: DealProposal;
  canAccept: boolean;
  onAccept: () => void;
}) {
  const status = statusDisplay('proposal', proposal.status);
  return (
    <Stack gap="1" data-testid="deal-proposal">
      <Inline justify="between" align="center" gap="2" wrap>
        <Text weight="medium">{proposalHeadline(deal, proposal)}</Text>
        <StatusBadge {...status} />
      </Inline>
      <Text size="sm" tone="muted">
        {proposal.deliveryDate ? `Delivery by ${formatDate(proposal.deliveryDate)} · ` : ''}
        {formatDateTime(proposal.createdAt)}
      </Text>
      {proposal.notes ? <Text size="sm">{proposal.notes}</Text> : null}
      <Acceptances proposal={proposal} />
      {canAccept ? (
        <Inline gap="2">
          <Button size="sm" icon={Check} onPress={onAccept}>
            Accept
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

/** Accepting asks first, with the terms it binds the caller's side to. */
function AcceptDialog({
  deal,
  proposal,
  side,
  isOpen,
  onOpenChange,
}: {
  deal: Deal;
  proposal: DealProposal | null;
  side: DealSide;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const accept = useAcceptDealProposal({
    onSuccess: (updated) => {
      onOpenChange(false);
      toast(
        updated.termsAgreedAt
          ? {
              title: 'Terms agreed',
              description: 'Both sides accepted these terms; the trade can now be locked.',
              tone: 'success',
            }
          : {
              title: 'Terms accepted',
              description: `Your side accepted; the terms bind once the ${side === 'seller' ? 'buyer' : 'seller'} accepts them too.`,
              tone: 'success',
            },
      );
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to accept proposal'),
        tone: 'danger',
      }),
  });
  const other = side === 'seller' ? 'buyer' : 'seller';
  const otherAccepted = proposal
    ? other === 'seller'
      ? proposal.sellerAccepted
      : proposal.buyerAccepted
    : false;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !accept.isPending) onOpenChange(false);
      }}
      isDismissable={!accept.isPending}
    >
      <Dialog
        title="Accept these terms?"
        description={
          otherAccepted
            ? `The ${other} has accepted them: with your acceptance they are the deal's agreed terms, and the trade can be locked.`
            : `Your side accepts them; they bind once the ${other} accepts them too.`
        }
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={accept.isPending}>
              Back
            </Button>
            <Button
              icon={Check}
              isPending={accept.isPending}
              pendingLabel="Accepting"
              onPress={() =>
                proposal && void accept.trigger({ dealId: deal.id, proposalId: proposal.id })
              }
            >
              Accept terms
            </Button>
          </>
        )}
      >
        {proposal ? <TermsSummary deal={deal} terms={proposal} label="Terms to accept" /> : null}
      </Dialog>
    </Modal>
  );
}

/**
 * The deal's negotiation (docs/product.md#agreement-before-binding): the open proposal on its own,
 * with who has accepted it (and, for a broker's, on whose behalf it is made), then the earlier
 * proposals, newest first. While the deal negotiates its seller, buyer and broker propose or counter;
 * the seller or buyer whose side has not accepted the open proposal accepts it after confirming its
 * terms; once both sides have, they are the deal's agreed terms.
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
  const [isAccepting, setAccepting] = useState(false);
  const side = negotiatorSide(user, deal);
  const negotiating = deal.status === 'negotiation';
  const open = negotiating ? proposals.findLast((p) => p.status === 'open') : undefined;
  // The proposal being confirmed stays set while the dialog closes (it keeps its content).
  const [confirming, setConfirming] = useState<DealProposal | null>(null);
  useDealAnchor(NEGOTIATION_ID);
  if (!negotiating && proposals.length === 0) return null;

  const principal = side === 'seller' || side === 'buyer' ? side : null;
  const mayAccept = (p: DealProposal) =>
    negotiating &&
    p.status === 'open' &&
    principal !== null &&
    (principal === 'seller' ? !p.sellerAccepted : !p.buyerAccepted);
  const earlier = [...proposals].reverse().filter((p) => p !== open);
  const waiting = open ? awaitingSides(open) : [];
  const explanation = !negotiating
    ? 'The trade is locked: the agreed terms are final.'
    : side === null
      ? "Only the deal's seller, buyer and broker negotiate."
      : open && principal && mayAccept(open)
        ? 'Accept the open proposal, or counter it with your terms.'
        : open && waiting.length
          ? open.isMine
            ? `Your proposal awaits the ${waiting.join(' and the ')}'s acceptance; you can still change it.`
            : `The open proposal awaits the ${waiting.join(' and the ')}'s acceptance; you can still counter it.`
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
      <Stack gap="5">
        {open ? (
          <Stack gap="2" role="group" aria-label="Open proposal">
            <Heading level={3}>Open proposal</Heading>
            <ProposalItem
              deal={deal}
              proposal={open}
              canAccept={mayAccept(open)}
              onAccept={() => {
                setConfirming(open);
                setAccepting(true);
              }}
            />
          </Stack>
        ) : negotiating ? (
          <Text tone="muted">
            {proposals.length === 0 ? 'No proposals yet.' : 'No open proposal.'}
          </Text>
        ) : null}
        {earlier.length ? (
          <Stack gap="2">
            <Heading level={3}>{open ? 'Earlier proposals' : 'Proposals'}</Heading>
            <Stack as="ol" gap="4" padding="none" margin="none" aria-label="Proposal history">
              {earlier.map((p) => (
                <li key={p.id}>
                  <ProposalItem deal={deal} proposal={p} canAccept={false} onAccept={() => {}} />
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
      {side ? (
        <ProposalDialog
          key={open?.id ?? 'none'}
          deal={deal}
          from={open}
          asBroker={side === 'broker'}
          isOpen={isProposing}
          onOpenChange={setProposing}
        />
      ) : null}
      {principal ? (
        <AcceptDialog
          deal={deal}
          proposal={confirming}
          side={principal}
          isOpen={isAccepting}
          onOpenChange={setAccepting}
        />
      ) : null}
    </Card>
  );
}
