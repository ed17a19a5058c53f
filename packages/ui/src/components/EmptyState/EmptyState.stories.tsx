import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Building2, Handshake, Inbox, Plus, SearchX } from 'lucide-react';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState, emptyStateSizes } from './EmptyState';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    title: 'No deals found',
    description: 'Deals appear here once a buyer accepts an offer or you create one.',
    icon: Handshake,
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onCreate = fn();

export const WithAction: Story = {
  parameters: { chromatic: shots.dark },
  args: {
    title: 'No companies registered yet',
    description: 'Register your company to trade on the marketplace.',
    icon: Building2,
    action: (
      <Button icon={Plus} onPress={onCreate}>
        Register company
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Register company' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const Small: Story = {
  parameters: { chromatic: shots.dark },
  args: { size: 'sm', title: 'No recent activity', description: undefined, icon: Inbox },
  render: (args) => (
    <div style={{ maxWidth: '40%' }}>
      <Card title="Recent activity">
        <EmptyState {...args} />
      </Card>
    </div>
  ),
};

export const TitleOnly: Story = { args: { description: undefined, icon: undefined } };

export const LongText: Story = {
  args: {
    title: 'No offers match Bonny Light Crude, 500,000 to 1,000,000 bbl, FOB, loading in March',
    description:
      'Try a wider volume range, another incoterm or a later loading window. Saved searches tell you as soon as a matching offer is published by a verified seller.',
    icon: SearchX,
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  args: { action: <Button>Create deal</Button> },
};
