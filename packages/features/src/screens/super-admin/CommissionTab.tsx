import { Stack, Text } from '@petrobridge/ui';
import { CommissionLedger } from '../../widgets/commission/CommissionLedger';

/**
 * Commission (issue 16): the platform's commission ledger — every brokered deal with its broker, by
 * state and month, with the CSV export. Rates are adjusted under Deal Management.
 */
export function CommissionTab() {
  return (
    <Stack gap="4">
      <Text tone="muted">
        The platform's commission on every brokered deal: expected while open, earned at completion,
        void when cancelled. Adjust a deal's rate under Deal Management.
      </Text>
      <CommissionLedger everyBroker />
    </Stack>
  );
}
