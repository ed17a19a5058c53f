import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Inline, Stack, StatusBadge } from '@petrobridge/ui';
import {
  dealStatusDisplay,
  kycStatusDisplay,
  listingStatusDisplay,
  paymentStatusDisplay,
  statusDisplay,
  subscriptionStatusDisplay,
  type StatusDisplay,
} from './status';

/** Every status the product shows, in the tone and label the screens give it. */
function StatusTable() {
  const groups: Array<[string, Record<string, StatusDisplay>]> = [
    ['Deal', dealStatusDisplay],
    ['KYC (company and document)', kycStatusDisplay],
    ['Offer and RFQ', listingStatusDisplay],
    ['Payment', paymentStatusDisplay],
    ['Subscription', subscriptionStatusDisplay],
  ];
  return (
    <Stack gap="6">
      {groups.map(([title, table]) => (
        <Stack gap="2" key={title}>
          <Heading level={2} size="md">
            {title}
          </Heading>
          <Inline gap="2">
            {Object.entries(table).map(([status, display]) => (
              <StatusBadge key={status} {...display} />
            ))}
          </Inline>
        </Stack>
      ))}
      <Stack gap="2">
        <Heading level={2} size="md">
          Unknown status from the API
        </Heading>
        <Inline gap="2">
          <StatusBadge {...statusDisplay('deal', 'on_hold')} />
        </Inline>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Features/Shared/Statuses',
  component: StatusTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  play: async ({ canvas }) => {
    // Underscores display as spaces.
    await expect(canvas.getByText('lc pending').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(canvas.queryByText(/_/)).toBeNull();
    // An unknown status renders as pending.
    const unknown = canvas.getByRole('heading', { name: 'Unknown status from the API' });
    await expect(unknown.parentElement).toHaveTextContent('pending');
  },
};
