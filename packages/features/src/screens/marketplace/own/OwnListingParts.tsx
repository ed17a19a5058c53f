import { useState, type ReactNode } from 'react';
import type { Mutation, MutationOptions } from '@petrobridge/api-client';
import { Badge, Button, Inline, Select, SelectItem, Stack, Text, toast } from '@petrobridge/ui';
import { failureText } from '../../../kit/errors';
import { ListingFilters } from '../browse/Listings';
import type { OwnListState, OwnStatusFilter } from './list-state';
import * as s from './own.css';

/** The badge of {@link ownListingState}, in the words of the listing's kind (Open / Closed…). */
export function OwnStatusBadge({
  state,
  labels,
}: {
  state: 'active' | 'expired' | 'closed';
  /** `expired`: the words of a passed delivery date ("Delivery date passed" by default). */
  labels: { active: string; closed: string; expired?: string };
}) {
  if (state === 'closed')
    return (
      <Badge size="sm" tone="neutral">
        {labels.closed}
      </Badge>
    );
  if (state === 'expired')
    return (
      <Badge size="sm" tone="warning">
        {labels.expired ?? 'Delivery date passed'}
      </Badge>
    );
  return (
    <Badge size="sm" tone="success">
      {labels.active}
    </Badge>
  );
}

interface FiltersProps {
  state: OwnListState;
  go: (patch: Partial<OwnListState>) => void;
  placeholder: string;
  /** The state filter's labels; without them (the staff's open list) there is no state filter. */
  statusLabels?: Record<OwnStatusFilter, string>;
}

/** Search, product and, for owners, the state of their listings. */
export function OwnListingFilters({ state, go, placeholder, statusLabels }: FiltersProps) {
  return (
    <ListingFilters q={state.q} product={state.product} go={go} placeholder={placeholder}>
      {statusLabels ? (
        <Select<{ id: OwnStatusFilter; name: string }>
          label="Status"
          value={state.status}
          onChange={(key) => go({ status: key as OwnStatusFilter, page: 1 })}
          items={(Object.keys(statusLabels) as OwnStatusFilter[]).map((id) => ({
            id,
            name: statusLabels[id],
          }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ) : null}
    </ListingFilters>
  );
}

/** Title and subtitle left, the page's main action right; stacked on a phone. */
export function OwnListingHeader({
  children,
  action,
}: {
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={s.header}>
      {children}
      {action}
    </div>
  );
}

interface OwnActionsProps {
  /** The deals of the listing ({@link ListingDeals}). */
  deals: ReactNode;
  onEdit: () => void;
  isActive: boolean;
  /** True while the listing is being closed or reopened. */
  isPending: boolean;
  onToggle: () => void;
  /** The toggle's words: close and reopen, each with its pending text. */
  toggle: { close: string; closing: string; reopen: string; reopening: string };
  /** More actions after Edit (an offer's Proof of product). */
  extra?: ReactNode;
  /** Why an admin took the listing down, if one did: the owner cannot reopen it. */
  takenDown?: string | null;
  /** The listing's id, naming the reason for the disabled reopen button. */
  id: string;
}

/** An owner's actions on a listing card: its deals, Edit, more, and close or reopen. */
export function OwnActions({
  deals,
  onEdit,
  isActive,
  isPending,
  onToggle,
  toggle,
  extra,
  takenDown,
  id,
}: OwnActionsProps) {
  const reasonId = `taken-down-${id}`;
  return (
    <Stack gap="3">
      {deals}
      {takenDown ? (
        <Text id={reasonId} size="sm" tone="danger">
          Taken down by an administrator: {takenDown}. Contact support to have it reinstated.
        </Text>
      ) : null}
      <Inline gap="2">
        <Button size="sm" variant="secondary" onPress={onEdit}>
          Edit
        </Button>
        {extra}
        <Button
          size="sm"
          variant="secondary"
          isPending={isPending}
          pendingLabel={isActive ? toggle.closing : toggle.reopening}
          onPress={onToggle}
          isDisabled={Boolean(takenDown)}
          aria-describedby={takenDown ? reasonId : undefined}
        >
          {isActive ? toggle.close : toggle.reopen}
        </Button>
      </Inline>
    </Stack>
  );
}

interface ToggleTexts {
  /** Toasts after closing and after reopening. */
  closed: { title: string; description: string };
  reopened: { title: string; description: string };
  /** Failure texts when the server sends no message. */
  closeFailed: string;
  reopenFailed: string;
}

/**
 * Closing and reopening an owner's listing with `isActive` through its update hook, with the toasts;
 * `changing` is the listing under way.
 */
export function useActiveToggle<L extends { id: string; isActive: boolean }, A>(
  useUpdate: (options: MutationOptions<L, A>) => Mutation<L, A>,
  texts: ToggleTexts,
) {
  const [changing, setChanging] = useState<string | null>(null);
  const update = useUpdate({
    onSuccess: (listing) =>
      toast({ ...(listing.isActive ? texts.reopened : texts.closed), tone: 'success' }),
    onError: (error, arg) =>
      toast({
        title: 'Error',
        description: failureText(
          error,
          (arg as { isActive?: boolean }).isActive ? texts.reopenFailed : texts.closeFailed,
        ),
        tone: 'danger',
      }),
  });
  const toggle = async (listing: L) => {
    setChanging(listing.id);
    await update.trigger({ id: listing.id, isActive: !listing.isActive } as A);
    setChanging(null);
  };
  return { changing, toggle };
}
