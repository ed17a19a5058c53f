import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Alert, alertTones } from './Alert';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
  args: {
    tone: 'info',
    title: 'KYC review in progress',
    children:
      'Your documents are being reviewed. You can browse offers, but not trade, until then.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="3">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`A ${tone} message`} />
      ))}
    </Stack>
  ),
};

export const Success: Story = {
  parameters: { chromatic: shots.off },
  args: {
    tone: 'success',
    title: 'Document uploaded successfully',
    children: 'Submitted for review.',
  },
};

export const Warning: Story = {
  parameters: { chromatic: shots.off },
  args: {
    tone: 'warning',
    title: 'Letter of credit expires in 3 days',
    children: 'Ask the buyer to extend it before shipment.',
  },
};

export const Danger: Story = {
  parameters: { chromatic: shots.off },
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'Failed to update deal status',
    children: '409: the deal has already moved to lc_confirmed.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update deal status');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Company not verified',
    children: 'Upload your certificate of incorporation to start trading.',
    action: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Upload documents
      </Button>
    ),
  },
};

export const TitleOnly: Story = { args: { children: undefined } };
export const WithoutIcon: Story = { args: { icon: false } };

export const Dismissable: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return shown ? <Alert {...args} onDismiss={() => setShown(false)} /> : <p>Dismissed</p>;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    title:
      'The buyer’s bank has asked for an amendment to the letter of credit before it can be confirmed',
    children:
      'The amendment changes the latest shipment date from 18 March to 25 March 2024 and the port of discharge from Rotterdam to Antwerp. Review the new terms with the seller and accept or reject the amendment; the deal stays in lc_pending until you do.',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
