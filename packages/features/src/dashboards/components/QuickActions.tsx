import { lazy, Suspense, useState } from 'react';
import { ArrowLeftRight, Plus, ShieldCheck } from 'lucide-react';
import { Button, Card, Stack, Text } from '@petrobridge/ui';

// The form (zod, react-hook-form, date fields) loads when first needed, not with the dashboard.
const loadDialog = () => import('../../deal-form');
const CreateDealDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateDealDialog })));

/**
 * Client-spec §2 broker Quick Actions. Match RFQ and Review KYC lead to screens that do not exist yet:
 * they stay visible, disabled, with the reason next to them.
 */
export function QuickActions() {
  const [creating, setCreating] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const open = () => {
    setEverOpened(true);
    setCreating(true);
  };
  return (
    <Card title="Quick Actions" headingLevel={2}>
      <Stack gap="3">
        <Button
          icon={Plus}
          isFullWidth
          onPress={open}
          onHoverStart={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          Create New Deal
        </Button>
        <Stack gap="1">
          <Button
            variant="outline"
            icon={ArrowLeftRight}
            isFullWidth
            isDisabled
            aria-describedby="match-rfq-reason"
          >
            Match RFQ
          </Button>
          <Text id="match-rfq-reason" size="xs" tone="muted">
            Coming soon: the RFQ matching screen is not available yet.
          </Text>
        </Stack>
        <Stack gap="1">
          <Button
            variant="outline"
            icon={ShieldCheck}
            isFullWidth
            isDisabled
            aria-describedby="review-kyc-reason"
          >
            Review KYC
          </Button>
          <Text id="review-kyc-reason" size="xs" tone="muted">
            Coming soon: the KYC review screen is not available yet.
          </Text>
        </Stack>
      </Stack>
      {everOpened ? (
        <Suspense fallback={null}>
          <CreateDealDialog isOpen={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </Card>
  );
}
