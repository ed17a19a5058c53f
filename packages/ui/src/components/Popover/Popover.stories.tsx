import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Info } from 'lucide-react';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Popover } from './Popover';
import { shots } from '@petrobridge/story-kit';

const body = within(document.body);

const meta = {
  title: 'UI/Popover',
  component: Popover,
  // In dark: Default (open, with title and arrow).
  parameters: { layout: 'centered' },
  args: {
    title: 'Commission',
    children: (
      <Text size="sm">
        The default rate is 2.5 percent of the deal value. Brokers can adjust it per deal between 0
        and 100 percent.
      </Text>
    ),
    placement: 'bottom',
    showArrow: true,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary" icon={Info}>
        How commission works
      </Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Commission' });
    await expect(dialog).toHaveTextContent('2.5 percent');
  },
};

export const OpenAndClose: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary" icon={Info}>
        How commission works
      </Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'How commission works' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Commission' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Escape closes and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Keyboard opens it; a click outside closes it.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Commission' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(again).not.toBeInTheDocument());
  },
};

export const Top: Story = { args: { placement: 'top' } };
export const End: Story = { args: { placement: 'end' } };

export const WithoutArrow: Story = { args: { showArrow: false } };

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Commission help' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Commission help' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Lock trade?',
    children: (
      <>
        <Text size="sm">Price and volume are fixed and the deal moves to LC confirmation.</Text>
        <Inline gap="2" justify="end">
          <Button size="sm" variant="secondary" slot="close">
            Not now
          </Button>
          <Button size="sm">Lock trade</Button>
        </Inline>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    title:
      'Certificate of quality and quantity issued by an independent inspector at the load port',
    children: (
      <Text size="sm">
        The inspector samples the cargo at the load port and certifies API gravity, sulphur content,
        water and sediment, and the loaded quantity in barrels at standard temperature. Buyers
        usually require SGS, Intertek or Bureau Veritas; the certificate must be dated on or after
        the bill of lading.
      </Text>
    ),
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
