import { lazy, Suspense, useState } from 'react';
import { ArrowLeftRight, Plus, ShieldCheck } from 'lucide-react';
import { Button, ButtonLink, Card, Stack } from '@petrobridge/ui';
import { getHref } from '../../kit/routes';

// The form (zod, react-hook-form, date fields) loads when first needed, not with the dashboard.
const loadDialog = () => import('../../widgets/deal-form');
const CreateDealDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateDealDialog })));

/**
 * Client-spec §2 broker Quick Actions: Create New Deal opens the dialog here; Match RFQ and Review KYC
 * lead to RFQ matching and to Company Management, where brokers decide on companies' KYC.
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
        <ButtonLink
          variant="outline"
          icon={ArrowLeftRight}
          isFullWidth
          href={getHref('rfqMatching')}
        >
          Match RFQ
        </ButtonLink>
        <ButtonLink variant="outline" icon={ShieldCheck} isFullWidth href={getHref('companies')}>
          Review KYC
        </ButtonLink>
      </Stack>
      {everOpened ? (
        <Suspense fallback={null}>
          <CreateDealDialog isOpen={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </Card>
  );
}
