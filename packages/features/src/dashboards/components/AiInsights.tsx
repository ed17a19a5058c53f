import { Lightbulb } from 'lucide-react';
import { Badge, Card, Icon, Inline, Skeleton, Stack, Text } from '@petrobridge/ui';
import type { Role } from '../../session';
import { useBuyerAiInsights, useSellerAiInsights } from '../../api/dashboards';

/** Whether an insights endpoint serves the role (sellers and buyers). */
const hasComputedInsights = (role: Role | undefined) => role === 'seller' || role === 'buyer';

/**
 * Computed insights where an endpoint serves the role; other roles fetch nothing (`data` stays
 * undefined and the card shows the static sample tips, docs/product.md#screens).
 */
function useAiInsights(role: Role | undefined) {
  const seller = useSellerAiInsights({ enabled: role === 'seller' });
  const buyer = useBuyerAiInsights({ enabled: role === 'buyer' });
  return role === 'seller' ? seller : buyer;
}

/** docs/product.md#product, §2: static sample tips where no insights endpoint serves the role. */
export const sampleTips = [
  {
    title: 'Brent RFQs within reach',
    body: 'Several open Brent RFQs have offers within 2% of the buyer’s maximum price: a good moment to propose matches.',
  },
  {
    title: 'Diesel priced above recent deals',
    body: 'Active diesel offers sit above the last completed deals; sellers may accept a counter-offer.',
  },
  {
    title: 'KYC first',
    body: 'Companies waiting for KYC review cannot trade. Clearing the queue unblocks their deals.',
  },
];

/**
 * AI Insights. Sellers and buyers get the insights their endpoint computes from platform data
 * (GET /api/seller/ai-insights, /api/buyer/ai-insights); brokers and admins, for whom no endpoint
 * exists, get the static sample tips the specification describes, marked as samples.
 */
export function AiInsights({ role }: { role: Role | undefined }) {
  const computed = hasComputedInsights(role);
  const { data, error, isLoading } = useAiInsights(role);
  return (
    <Card
      title="AI Insights"
      headingLevel={2}
      actions={computed ? null : <Badge size="sm">Sample</Badge>}
      aria-busy={computed && isLoading}
    >
      {!computed ? (
        <Tips items={sampleTips} />
      ) : isLoading ? (
        <Skeleton lines={3} />
      ) : error ? (
        <Text tone="danger" role="alert">
          Insights could not be loaded.
        </Text>
      ) : !data?.length ? (
        <Text tone="muted">
          No insights yet: they appear once there is enough market data for your products.
        </Text>
      ) : (
        <Tips items={data.map((i) => ({ title: i.title, body: i.body, basis: i.basis }))} />
      )}
    </Card>
  );
}

function Tips({ items }: { items: { title: string; body: string; basis?: string }[] }) {
  return (
    <Stack as="ul" gap="4" padding="none" margin="none">
      {items.map((tip) => (
        <Inline as="li" key={tip.title} gap="3" align="start" wrap={false}>
          <Icon icon={Lightbulb} tone="warning" />
          <Stack gap="0.5">
            <Text weight="medium">{tip.title}</Text>
            <Text size="sm" tone="muted">
              {tip.body}
            </Text>
            {tip.basis ? (
              <Text size="xs" tone="muted">
                {tip.basis}
              </Text>
            ) : null}
          </Stack>
        </Inline>
      ))}
    </Stack>
  );
}
