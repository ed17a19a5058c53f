import { CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Card, Icon, Inline, Skeleton, Stack, Text, formatDateTime } from '@petrobridge/ui';
import type { IconTone } from '@petrobridge/ui';
import { useNotifications, type Notification } from '../../data/api/notifications';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

const iconByType: Record<
  Notification['type'],
  { icon: LucideIcon; tone: IconTone; label: string }
> = {
  success: { icon: CircleCheck, tone: 'success', label: 'Success' },
  info: { icon: Info, tone: 'info', label: 'Information' },
  warning: { icon: TriangleAlert, tone: 'warning', label: 'Warning' },
};

/** Client-spec §2: the first 3 notifications with an icon by type; 'No recent activity' when none. */
export function RecentActivity() {
  const notifications = useNotifications();
  const items = notifications.data?.slice(0, 3) ?? [];
  return (
    <Card title="Recent Activity" headingLevel={2} aria-busy={notifications.isLoading}>
      <Loadable
        query={notifications}
        loading={
          <Stack gap="4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} lines={2} />
            ))}
          </Stack>
        }
        failed={loadFailureText('Recent activity')}
        fallback={[]}
        isEmpty={() => items.length === 0}
        empty={<Text tone="muted">No recent activity</Text>}
      >
        {() => (
          <Stack as="ul" gap="4" padding="none" margin="none">
            {items.map((n) => {
              const kind = iconByType[n.type] ?? iconByType.info;
              return (
                <Inline
                  as="li"
                  key={n.id}
                  gap="3"
                  align="start"
                  wrap={false}
                  data-testid="activity"
                >
                  <Icon icon={kind.icon} tone={kind.tone} label={kind.label} />
                  <Stack gap="0.5">
                    <Text weight="medium">{n.title}</Text>
                    <Text size="sm" tone="muted">
                      {n.message}
                    </Text>
                    <Text size="xs" tone="muted">
                      {formatDateTime(n.createdAt)}
                    </Text>
                  </Stack>
                </Inline>
              );
            })}
          </Stack>
        )}
      </Loadable>
    </Card>
  );
}
