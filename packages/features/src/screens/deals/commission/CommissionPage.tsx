import { Heading, Stack, Text } from '@petrobridge/ui';
import { CommissionLedger } from '../../../widgets/commission/CommissionLedger';

/**
 * The broker's commission ledger (/commission, docs/product.md#commission): the shared ledger over the
 * deals they broker.
 */
export function CommissionPage() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading level={1}>Commission</Heading>
        <Text tone="muted">
          Your commission on every deal you broker, from its lock on: expected while the locked deal
          is under way, earned at completion, void when it is cancelled. A deal in negotiation binds
          no one and owes nothing yet.
        </Text>
      </Stack>
      <CommissionLedger />
    </Stack>
  );
}
