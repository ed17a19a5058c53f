import { useId, useState } from 'react';
import { Lock } from 'lucide-react';
import { Button, Dialog, Inline, Modal, Stack, Text, TextArea, toast } from '@petrobridge/ui';
import {
  allowedNextStatuses,
  canLock,
  isStaffRole,
  missingForMove,
  type DealStatus,
} from '@petrobridge/domain';
import { useSession } from '../../session';
import { failureText } from '../../shared/errors';
import { dealStatusDisplay } from '../../shared/status';
import { useLockDeal, useUpdateDealStatus, type Deal } from '../../api/deals';

/**
 * Who may move a deal (docs/product.md §6): its broker, admins, and its own seller or buyer; the server
 * checks the same.
 */
export function canMoveDeal(
  user: { id: string; role: string } | null | undefined,
  deal: Pick<Deal, 'brokerId' | 'sellerId' | 'buyerId'>,
): boolean {
  if (!user) return false;
  if (user.role === 'admin' || user.role === 'super_admin') return true;
  if (user.role === 'broker') return deal.brokerId === user.id;
  if (user.role === 'seller') return deal.sellerId === user.id;
  if (user.role === 'buyer') return deal.buyerId === user.id;
  return false;
}

/** "Move to lc confirmed": the button of one §4 move. */
const moveLabel = (status: DealStatus) =>
  status === 'cancelled' ? 'Cancel deal' : `Move to ${dealStatusDisplay[status].label}`;

export interface DealActionsProps {
  deal: Deal;
}

/**
 * The status moves of one deal (docs/product.md §2, §4, §8): a button per allowed next status, each asking
 * for optional notes first, and Lock Trade in negotiation. Nothing shows for a terminal deal or for a
 * user who may not move it.
 */
export function DealActions({ deal }: DealActionsProps) {
  const { user } = useSession();
  const reasonId = useId();
  // The move being confirmed. It stays set while the dialog plays its exit animation, so the closing
  // dialog keeps its title and button label (an unnamed dialog and button fail accessibility).
  const [target, setTarget] = useState<DealStatus | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [notes, setNotes] = useState('');
  const updateStatus = useUpdateDealStatus({
    onSuccess: () => {
      toast({ title: 'Deal status updated successfully', tone: 'success' });
      setConfirming(false);
      setNotes('');
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to update deal status'),
        tone: 'danger',
      }),
  });
  const lock = useLockDeal({
    onSuccess: () =>
      toast({
        title: 'Trade Locked',
        description: 'The deal is locked and moving to LC confirmation.',
        tone: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to lock deal'),
        tone: 'danger',
      }),
  });

  if (!canMoveDeal(user, deal)) return null;
  // Lock Trade is the move out of negotiation into LC confirmation; a separate "Move to lc pending"
  // would do the same without recording the lock, so negotiation offers Lock Trade and Cancel only.
  const moves = allowedNextStatuses(deal.status).filter(
    (s) => !(canLock(deal.status) && s === 'lc_pending'),
  );
  if (moves.length === 0 && !canLock(deal.status)) return null;
  const busy = updateStatus.isPending || lock.isPending;
  // A move that needs the LC or the shipment recorded first is shown disabled, with what it needs.
  const blocked = moves.map((status) => missingForMove(status, deal)).filter(Boolean);

  return (
    <>
      <Inline gap="2" wrap aria-label={`Actions for deal ${deal.dealNumber}`} role="group">
        {canLock(deal.status) ? (
          <Button
            size="sm"
            icon={Lock}
            isDisabled={busy}
            isPending={lock.isPending}
            pendingLabel="Locking trade"
            onPress={() => void lock.trigger(deal.id)}
          >
            Lock Trade
          </Button>
        ) : null}
        {moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'outline' : 'secondary'}
            isDisabled={busy || missingForMove(status, deal) !== null}
            aria-describedby={missingForMove(status, deal) ? reasonId : undefined}
            onPress={() => {
              setTarget(status);
              setConfirming(true);
            }}
          >
            {moveLabel(status)}
          </Button>
        ))}
      </Inline>
      {blocked.length ? (
        <Text size="sm" tone="muted" id={reasonId}>
          {blocked.join('. ')}.
        </Text>
      ) : null}
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
          </Stack>
        </Dialog>
      </Modal>
    </>
  );
}
