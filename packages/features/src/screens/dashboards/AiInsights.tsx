import { Lightbulb } from 'lucide-react';
import { Card, Icon, Inline, Skeleton, Stack, Text } from '@petrobridge/ui';
import type { Role } from '@petrobridge/domain';
import {
  useBrokerAiInsights,
  useBuyerAiInsights,
  useSellerAiInsights,
} from '../../data/api/dashboards';
import { loadFailureText } from '../../kit/errors';
import { Loadable } from '../../kit/screen-state';

/** The roles an insights endpoint serves; the others (admins) get no card (docs/product.md#screens). */
export const hasAiInsights = (role: Role | undefined): role is 'seller' | 'buyer' | 'broker' =>
  role === 'seller' || role === 'buyer' || role === 'broker';

/** The role's computed insights; only the role's own endpoint is fetched. */
function useAiInsights(role: 'seller' | 'buyer' | 'broker') {
  const seller = useSellerAiInsights({ enabled: role === 'seller' });
  const buyer = useBuyerAiInsights({ enabled: role === 'buyer' });
  const broker = useBrokerAiInsights({ enabled: role === 'broker' });
  return { seller, buyer, broker }[role];
}

const emptyText = {
  seller: 'No insights yet: they appear once there is enough market data for your products.',
  buyer: 'No insights yet: they appear once there is enough market data for your products.',
  broker:
    'Nothing needs you right now: no RFQ awaits a match, no company awaits KYC, no deal has stalled.',
};

/**
 * AI Insights, computed by the role's endpoint from platform data (GET /api/seller/ai-insights,
 * /api/buyer/ai-insights, /api/broker/ai-insights), each with the figures it rests on.
 */
export function AiInsights({
  role,
  title = 'AI Insights',
}: {
  role: 'seller' | 'buyer' | 'broker';
  /** The card's title: the dashboards' overviews name what the insights are for. */
  title?: string;
}) {
  const insights = useAiInsights(role);
  return (
    <Card title={title} headingLevel={2} aria-busy={insights.isLoading}>
      <Loadable<Insight[]>
        query={insights}
        loading={<Skeleton lines={3} />}
        failed={loadFailureText('Insights')}
        fallback={[]}
        empty={<Text tone="muted">{emptyText[role]}</Text>}
      >
        {(data) => <Tips items={data} />}
      </Loadable>
    </Card>
  );
}

interface Insight {
  id: string;
  title: string;
  body: string;
  basis: string;
}

function Tips({ items }: { items: Insight[] }) {
  return (
    <Stack as="ul" gap="4" padding="none" margin="none">
      {items.map((tip) => (
        <Inline as="li" key={tip.id} gap="3" align="start" wrap={false}>
          <Icon icon={Lightbulb} tone="warning" />
          <Stack gap="0.5">
            <Text weight="medium">{tip.title}</Text>
            <Text size="sm" tone="muted">
              {tip.body}
            </Text>
            <Text size="xs" tone="muted">
              {tip.basis}
            </Text>
          </Stack>
        </Inline>
      ))}
    </Stack>
  );
}
