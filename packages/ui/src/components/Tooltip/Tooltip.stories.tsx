import type { Meta, StoryObj } from '@storybook/react-vite';
import { setInteractionModality } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Tooltip, TooltipTrigger } from './Tooltip';
import { shots } from '@petrobridge/story-kit';

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** RAC keeps tooltips "warm" for a moment after one closes; start each story cold. */
const cool = () => sleep(700);
/** One rendered frame: enough for a tooltip that opens at once, far less than the open delay. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
/** How long a busy machine may take to show or hide a tooltip: a hang guard, not a measure of speed. */
const HANG_GUARD = { timeout: 10_000 };
/** Hover opens tooltips only for a mouse user (RAC's interaction modality), as a real pointer sets it. */
const asMouseUser = () => setInteractionModality('pointer');

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  // In dark: Default (open, with its arrow).
  parameters: { layout: 'centered' },
  args: { children: 'Download documents', placement: 'top', showArrow: true },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="secondary" icon={Download} aria-label="Download" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Download documents');
  },
};

export const Bottom: Story = { args: { placement: 'bottom' } };
export const WithoutArrow: Story = { args: { showArrow: false } };

/** docs/product.md#constants: hover shows the tooltip after 700 ms, not before; leaving hides it. */
export const HoverDelay: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" icon={Download} aria-label="Download" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas }) => {
    await cool();
    asMouseUser();
    const trigger = canvas.getByRole('button', { name: 'Download' });
    await userEvent.hover(trigger);
    // Not at once: the 700 ms delay runs first (the delay itself is TooltipTrigger's default prop, not
    // measured here, so a busy machine cannot make this story flaky).
    await nextFrame();
    await expect(body.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(body.getByRole('tooltip')).toBeInTheDocument(), HANG_GUARD);
    await expect(trigger).toHaveAttribute('aria-describedby', body.getByRole('tooltip').id);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), HANG_GUARD);
  },
};

/** Keyboard focus shows it at once; Escape hides it. */
export const Focus: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" icon={Download} aria-label="Download" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas }) => {
    await cool();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    // At once: no delay to wait for, so the tooltip is there by the next frame.
    await nextFrame();
    await expect(body.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

/** docs/product.md#constants skip delay: once a tooltip shows, the next trigger's opens without waiting again. */
export const SkipDelay: Story = {
  render: () => (
    <Inline gap="2">
      <TooltipTrigger>
        <Button variant="secondary" icon={Pencil} aria-label="Edit" />
        <Tooltip>Edit terms</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger>
        <Button variant="secondary" icon={Trash2} aria-label="Delete" />
        <Tooltip>Delete draft</Tooltip>
      </TooltipTrigger>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await cool();
    asMouseUser();
    const edit = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.hover(edit);
    await waitFor(
      () => expect(body.getByRole('tooltip')).toHaveTextContent('Edit terms'),
      HANG_GUARD,
    );
    await userEvent.unhover(edit);
    await userEvent.hover(canvas.getByRole('button', { name: 'Delete' }));
    // Without waiting again: the tooltip is there by the next frame, not after the delay.
    await nextFrame();
    await expect(body.getByRole('tooltip')).toHaveTextContent('Delete draft');
  },
};

export const DisabledTrigger: Story = {
  render: (args) => (
    <TooltipTrigger isDisabled>
      <Button variant="secondary" icon={Download} aria-label="Download" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas }) => {
    await cool();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    await sleep(900);
    await expect(body.queryByRole('tooltip')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Download the bill of lading, certificate of origin and certificate of quality as one PDF',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
