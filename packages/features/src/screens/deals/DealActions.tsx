import { useId, useState } from 'react';
import { Lock } from 'lucide-react';
import {
  Alert,
  Button,
  Dialog,
  Inline,
  Modal,
  Stack,
  Text,
  TextArea,
  toast,
} from '@petrobridge/ui';
import { ApiError } from '@petrobridge/api-client';
import {
  allowedNextStatuses,
  canLock,
  evidenceMissing,
  isAdminRole,
  isStaffRole,
  type Role,
  termsNotAgreedReason,
  type DealSide,
  type DealStatus,
} from '@petrobridge/domain';
import { useSession } from '../../data/session';
import { failureText } from '../../kit/errors';
import { dealStatusDisplay } from '../../kit/status';
import { displayNow } from '../../kit/clock';
import {
  useLockDeal,
  useUpdateDealStatus,
  type Deal,
  type DealProposal,
} from '../../data/api/deals';
import { TermsSummary } from './TermsSummary';

/**
 * Who may move a deal (docs/product.md §6): its broker, admins, and its own seller or buyer; the server
 * checks the same.
 */
export function canMoveDeal(
  user: { id: string; role: Role } | null | undefined,
  deal: Pick<Deal, 'brokerId' | 'sellerId' | 'buyerId'>,
): boolean {
  if (!user) return false;
  if (isAdminRole(user.role)) return true;
  if (user.role === 'broker') return deal.brokerId === user.id;
  if (user.role === 'seller') return deal.sellerId === user.id;
  if (user.role === 'buyer') return deal.buyerId === user.id;
  return false;
}

/** "Move to lc confirmed": the button of one §4 move. */
const moveLabel = (status: DealStatus) =>
  status === 'cancelled' ? 'Cancel deal' : `Move to ${dealStatusDisplay[status].label}`;

/** A refusal as the server words it: its message and, for EVIDENCE_MISSING, what is missing. */
export interface Refusal {
  message: string;
  missing: string[];
}

/** The server's message of a failed write and its `missing` list (409 EVIDENCE_MISSING). */
export function refusalOf(error: unknown, fallback: string): Refusal {
  const message = failureText(error, fallback);
  if (!(error instanceof ApiError)) return { message, missing: [] };
  try {
    const body = JSON.parse(error.body) as { missing?: unknown };
    const missing = Array.isArray(body?.missing)
      ? body.missing.filter((m): m is string => typeof m === 'string')
      : [];
    return { message, missing };
  } catch {
    return { message, missing: [] };
  }
}

/** A refused write in place: the server's message and, when it names them, what is missing. */
function RefusalAlert({ refusal, title }: { refusal: Refusal | null; title: string }) {
  if (!refusal) return null;
  return (
    <Alert tone="danger" role="alert" title={title}>
      <Stack gap="1">
        <Text size="sm">{refusal.message}</Text>
        {refusal.missing.length ? (
          <Stack as="ul" gap="0.5" margin="none" paddingLeft="5" aria-label="Still required">
            {refusal.missing.map((m) => (
              <Text elementType="li" size="sm" key={m}>
                {m}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}

export interface DealActionsProps {
  deal: Deal;
  /**
   * The deal's open proposal, when known (the deal page): Lock Trade's reason then names the side
   * it awaits. The deal list does not know it and gives the general reason.
   */
  openProposal?: DealProposal | null;
  /**
   * The sides that have signed the contract, when known (the deal page). The deal list does not know
   * them: its moves then check the rest of the evidence and the server names a missing signature.
   */
  signedSides?: readonly DealSide[];
}

/**
 * The status moves of one deal (docs/product.md §2, §4, §8, #agreement-before-binding,
 * #evidence-per-move): Lock Trade in negotiation, disabled with its reason until both sides accepted
 * the same terms and asking for confirmation with those terms; a button per allowed next status, each
 * disabled with what it still requires until its evidence is recorded, asking for optional notes
 * first. Nothing shows for a terminal deal or for a user who may not move it.
 */
export function DealActions({ deal, openProposal, signedSides }: DealActionsProps) {
  const { user } = useSession();
  const lockReasonId = useId();
  const requiredId = useId();
  // The move being confirmed. It stays set while the dialog plays its exit animation, so the closing
  // dialog keeps its title and button label (an unnamed dialog and button fail accessibility).
  const [target, setTarget] = useState<DealStatus | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isLocking, setLocking] = useState(false);
  const [notes, setNotes] = useState('');
  const [moveRefusal, setMoveRefusal] = useState<Refusal | null>(null);
  const [lockRefusal, setLockRefusal] = useState<Refusal | null>(null);
  const updateStatus = useUpdateDealStatus({
    onSuccess: () => {
      toast({ title: 'Deal status updated successfully', tone: 'success' });
      setConfirming(false);
      setNotes('');
      setMoveRefusal(null);
    },
    onError: (error) => {
      const refusal = refusalOf(error, 'Failed to update deal status');
      setMoveRefusal(refusal);
      toast({ title: 'Error', description: refusal.message, tone: 'danger' });
    },
  });
  const lock = useLockDeal({
    onSuccess: () => {
      setLocking(false);
      setLockRefusal(null);
      toast({
        title: 'Trade Locked',
        description: 'The deal is locked and moving to LC confirmation.',
        tone: 'success',
      });
    },
    onError: (error) => {
      const refusal = refusalOf(error, 'Failed to lock deal');
      setLockRefusal(refusal);
      toast({ title: 'Error', description: refusal.message, tone: 'danger' });
    },
  });

  if (!canMoveDeal(user, deal)) return null;
  // Lock Trade is the move out of negotiation into LC confirmation; a separate "Move to lc pending"
  // would do the same without recording the lock, so negotiation offers Lock Trade and Cancel only.
  const moves = allowedNextStatuses(deal.status).filter(
    (s) => !(canLock(deal.status) && s === 'lc_pending'),
  );
  if (moves.length === 0 && !canLock(deal.status)) return null;
  const busy = updateStatus.isPending || lock.isPending;
  const lockReason = canLock(deal.status)
    ? termsNotAgreedReason({
        termsAgreed: deal.termsAgreedAt !== null,
        pricePerUnit: deal.pricePerUnit,
        openProposal: openProposal ?? null,
      })
    : null;
  // What each move still requires (the server's own list); a move with something missing is shown
  // disabled, with the list under the buttons.
  const today = displayNow().toISOString().slice(0, 10);
  const evidence = { ...deal, signedSides: signedSides ?? (['seller', 'buyer'] as const) };
  const required = moves
    .filter((status) => status !== 'cancelled')
    .map((status) => ({ status, missing: evidenceMissing(status, evidence, today) }))
    .filter((r) => r.missing.length > 0);
  const missingFor = (status: DealStatus) =>
    required.find((r) => r.status === status)?.missing ?? [];

  return (
    <>
      <Inline gap="2" wrap aria-label={`Actions for deal ${deal.dealNumber}`} role="group">
        {canLock(deal.status) ? (
          <Button
            size="sm"
            icon={Lock}
            isDisabled={busy || lockReason !== null}
            aria-describedby={lockReason ? lockReasonId : undefined}
            isPending={lock.isPending}
            pendingLabel="Locking trade"
            onPress={() => {
              setLockRefusal(null);
              setLocking(true);
            }}
          >
            Lock Trade
          </Button>
        ) : null}
        {moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'outline' : 'secondary'}
            isDisabled={busy || missingFor(status).length > 0}
            aria-describedby={missingFor(status).length ? `${requiredId}-${status}` : undefined}
            onPress={() => {
              setTarget(status);
              setMoveRefusal(null);
              setConfirming(true);
            }}
          >
            {moveLabel(status)}
          </Button>
        ))}
      </Inline>
      {lockReason ? (
        <Text size="sm" tone="muted" id={lockReasonId}>
          {lockReason}.
        </Text>
      ) : null}
      {required.map(({ status, missing }) => (
        <Stack key={status} gap="1" id={`${requiredId}-${status}`} data-testid="move-requirements">
          <Text size="sm" tone="muted">
            {moveLabel(status)} still requires:
          </Text>
          <Stack
            as="ul"
            gap="0.5"
            margin="none"
            aria-label={`Required to ${moveLabel(status).toLowerCase()}`}
          >
            {missing.map((m) => (
              <Text elementType="li" size="sm" tone="muted" key={m}>
                {m}
              </Text>
            ))}
          </Stack>
        </Stack>
      ))}
      <Modal
        isOpen={isLocking}
        onOpenChange={(open) => {
          if (!open && !lock.isPending) setLocking(false);
        }}
        isDismissable={!lock.isPending}
      >
        <Dialog
          title="Lock Trade?"
          description="Locking binds both sides to these terms and reveals the counterparties to each other. The deal moves to LC confirmation and its sales contract is written."
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close} isDisabled={lock.isPending}>
                Back
              </Button>
              <Button
                icon={Lock}
                isPending={lock.isPending}
                pendingLabel="Locking trade"
                onPress={() => void lock.trigger(deal.id)}
              >
                Lock Trade
              </Button>
            </>
          )}
        >
          <Stack gap="3">
            <TermsSummary deal={deal} terms={deal} label="Terms to lock" />
            <RefusalAlert refusal={lockRefusal} title="The trade was not locked" />
          </Stack>
        </Dialog>
      </Modal>
      <Modal
        isOpen={isConfirming}
        onOpenChange={(open) => {
          if (!open && !updateStatus.isPending) setConfirming(false);
        }}
        isDismissable={!updateStatus.isPending}
      >
        <Dialog
          title={target ? `${moveLabel(target)}?` : ''}
          description={
            target
              ? `Deal ${deal.dealNumber} moves from ${dealStatusDisplay[deal.status].label} to ${dealStatusDisplay[target].label}. Everyone on the deal is notified.`
              : undefined
          }
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close} isDisabled={updateStatus.isPending}>
                Back
              </Button>
              <Button
                variant={target === 'cancelled' ? 'danger' : 'primary'}
                isPending={updateStatus.isPending}
                pendingLabel="Updating status"
                onPress={() =>
                  target &&
                  void updateStatus.trigger({
                    id: deal.id,
                    status: target,
                    ...(notes.trim() ? { notes: notes.trim() } : {}),
                  })
                }
              >
                {target ? moveLabel(target) : ''}
              </Button>
            </>
          )}
        >
          <Stack gap="2">
            <TextArea
              label="Notes"
              description="Optional; recorded on the deal's timeline."
              value={notes}
              onChange={setNotes}
              maxLength={5000}
            />
            {isStaffRole(user!.role) ? null : (
              <Text size="xs" tone="muted">
                The broker and the other side see this change.
              </Text>
            )}
            <RefusalAlert refusal={moveRefusal} title="The deal was not moved" />
          </Stack>
        </Dialog>
      </Modal>
    </>
  );
}
