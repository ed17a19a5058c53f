import type { ReactNode } from 'react';
import {
  AlertTriangle,
  Bell as BellIcon,
  CheckCheck,
  CheckCircle2,
  Info,
  type LucideIcon,
} from 'lucide-react';
import {
  Badge,
  Button,
  Icon,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@petrobridge/ui';
import { useSession } from '../../data/session';
import { useLazyTrigger, type StandInProps } from '../../kit/lazy-trigger';
import { getHref, routes, type RouteId } from '../../kit/routes';
import {
  unreadCount,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  type Notification,
} from '../../data/api/notifications';
import * as s from './notifications.css';
import { timeAgo } from '../../kit/clock';
import { loadFailureText } from '../../kit/errors';
import { Loadable, LoadFailedAlert } from '../../kit/screen-state';

const typeIcons: Record<Notification['type'], { icon: LucideIcon; label: string }> = {
  success: { icon: CheckCircle2, label: 'Success' },
  info: { icon: Info, label: 'Information' },
  warning: { icon: AlertTriangle, label: 'Warning' },
};

/** Where a notification's object lives; linked only once that screen exists. */
const relatedRoutes: Record<NonNullable<Notification['relatedEntityType']>, RouteId> = {
  deal: 'deals',
  company: 'companies',
  kyc_document: 'kycWorkflow',
  offer: 'marketplace',
  rfq: 'marketplace',
};

/** The address of a notification's deal, company, document, offer or RFQ, when its screen exists. */
export function relatedHref(n: Notification): string | undefined {
  if (!n.relatedEntityType || !n.relatedEntityId) return undefined;
  const id = relatedRoutes[n.relatedEntityType];
  if (!routes[id].ready) return undefined;
  return `${getHref(id)}?id=${encodeURIComponent(n.relatedEntityId)}`;
}

const absolute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function NotificationRow({ notification: n }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const type = typeIcons[n.type] ?? typeIcons.info;
  const href = relatedHref(n);
  return (
    <li className={s.row} data-unread={n.isRead ? undefined : true}>
      <Icon icon={type.icon} label={type.label} tone={n.type} />
      <Stack gap="1" className={s.rowBody}>
        <Text weight={n.isRead ? 'regular' : 'semibold'} size="sm">
          {href ? (
            <Link href={href} onPress={() => !n.isRead && void markRead.trigger(n.id)}>
              {n.title}
            </Link>
          ) : (
            n.title
          )}
          {n.isRead ? null : <VisuallyHidden elementType="span"> (unread)</VisuallyHidden>}
        </Text>
        <Text size="sm" tone="muted">
          {n.message}
        </Text>
        <Text size="xs" tone="muted">
          <time dateTime={n.createdAt} title={absolute.format(new Date(n.createdAt))}>
            {timeAgo(n.createdAt)}
          </time>
        </Text>
      </Stack>
      {n.isRead ? null : (
        <Button
          variant="ghost"
          size="sm"
          isPending={markRead.isPending}
          onPress={() => void markRead.trigger(n.id)}
          aria-label={`Mark as read: ${n.title}`}
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}

/** The list and its states; the body of the popover (and of the page on mobile). */
export function NotificationList() {
  const { user } = useSession();
  const notifications = useNotifications({ enabled: Boolean(user) });
  const { data } = notifications;
  const markAll = useMarkAllNotificationsRead();
  const unread = unreadCount(data);

  const body: ReactNode = (
    <Loadable
      query={notifications}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading notifications">
          <Skeleton lines={3} />
        </div>
      }
      failed={
        <LoadFailedAlert title={loadFailureText('Notifications', 'title')}>
          Try again in a moment.
        </LoadFailedAlert>
      }
      fallback={[]}
      empty={
        <Text tone="muted" size="sm">
          No notifications yet.
        </Text>
      }
    >
      {(items) => (
        <ul className={s.list} aria-label="Notifications">
          {items.map((n) => (
            <NotificationRow key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </Loadable>
  );

  return (
    <Stack gap="3" className={s.panel}>
      <Inline justify="between" wrap={false} className={s.toolbar}>
        <Text size="sm" tone="muted">
          {unread ? `${unread} unread` : data?.length ? 'All read' : ''}
        </Text>
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            icon={CheckCheck}
            isPending={markAll.isPending}
            onPress={() => void markAll.trigger(undefined)}
          >
            Mark all as read
          </Button>
        ) : null}
      </Inline>
      {body}
    </Stack>
  );
}

export interface BellProps {
  unread: number;
}

/** The bell and its unread badge: the same before and after the overlay's code loads. */
export function Bell({ unread, ...buttonProps }: BellProps & Partial<StandInProps>) {
  return (
    <span className={s.bell}>
      <Button
        variant="ghost"
        icon={BellIcon}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        {...buttonProps}
      />
      <Badge
        variant="solid"
        tone="danger"
        size="sm"
        count={unread}
        className={s.bellBadge}
        data-testid="unread-count"
        aria-hidden
      />
    </span>
  );
}

const loadOverlay = () => import('./NotificationOverlay');

/**
 * The header's bell with the unread count (hidden at zero); it opens the notification centre, a
 * popover from tablet width up and a full-screen dialog on a phone. The overlay's code
 * (react-aria-components' Popover, Modal and positioning) is not part of the page's first load: the
 * bell is there at once and the overlay's module loads on the first hover, focus or press.
 */
export function NotificationCentre() {
  const { user } = useSession();
  const { data } = useNotifications({ enabled: Boolean(user) });
  const unread = unreadCount(data);
  const { module, standIn, handoff } = useLazyTrigger(loadOverlay);
  if (module) return <module.NotificationOverlay unread={unread} handoff={handoff} />;
  return <Bell unread={unread} aria-haspopup="dialog" aria-expanded={false} {...standIn} />;
}
