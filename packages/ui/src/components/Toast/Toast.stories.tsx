import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import {
  ToastRegion,
  clearToasts,
  toast,
  toastTones,
  type ToastContent,
  type ToastOptions,
} from './Toast';
import { shots } from '@petrobridge/story-kit';

/** A page with the region and a button that raises a toast; `showOnMount` raises one at once. */
function ToastDemo({ showOnMount = false, ...options }: ToastOptions & { showOnMount?: boolean }) {
  const shown = useRef(false);
  useEffect(() => {
    if (showOnMount && !shown.current) {
      shown.current = true;
      toast(options);
    }
  });
  return (
    <>
      <Button onPress={() => toast(options)}>Show toast</Button>
      <ToastRegion />
    </>
  );
}

const body = within(document.body);
const visibleToasts = () => body.queryAllByRole('alertdialog');

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  // In dark: Tones (one toast of each tone side by side).
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: {
    title: 'Deal status updated successfully',
    tone: 'neutral',
    timeout: 0,
    showOnMount: true,
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  // The queue is app-wide: every story starts and ends with it empty.
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const item = await body.findByRole('alertdialog');
    await expect(item).toHaveTextContent('Deal status updated successfully');
    await expect(body.getByRole('region', { name: /notification/i })).toContainElement(item);
  },
};

export const Success: Story = {
  parameters: { chromatic: shots.off },
  args: {
    tone: 'success',
    title: 'Commission Updated',
    description: 'Deal commission rate has been updated successfully',
  },
  play: async () => {
    await expect(await body.findByRole('alertdialog')).toHaveAttribute('data-tone', 'success');
  },
};

export const Danger: Story = {
  parameters: { chromatic: shots.off },
  args: {
    tone: 'danger',
    title: 'Update Failed',
    description: 'Failed to update commission rate',
  },
  play: async () => {
    await expect(await body.findByRole('alertdialog')).toHaveAttribute('data-tone', 'danger');
  },
};

export const AllTones: Story = {
  render: () => (
    <>
      <Button
        onPress={() => {
          for (const tone of toastTones) toast({ title: `A ${tone} toast`, tone, timeout: 0 });
        }}
      >
        Queue one of each tone
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Queue one of each tone' }));
    // Newest first; closing each reveals the one queued before it.
    for (const tone of [...toastTones].reverse()) {
      const item = await body.findByRole('alertdialog');
      await expect(item).toHaveAttribute('data-tone', tone);
      await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    }
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

/** One toast of a tone, in a region of its own queue, in the flow of the page. */
function StaticToast(content: ToastContent) {
  const [queue] = useState(() => {
    const own = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
    own.add(content);
    return own;
  });
  return (
    <ToastRegion
      queue={queue}
      aria-label={`Notifications, ${content.tone}`}
      style={{ position: 'static', marginInlineStart: 0 }}
    />
  );
}

/**
 * Every tone side by side (the screenshots' dark shot of the toasts). The app shows one toast at a
 * time; here each tone has a queue and a region of its own, placed in the page instead of the corner.
 */
export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: () => (
    <Stack gap="4">
      <StaticToast tone="neutral" title="Deal status updated successfully" />
      <StaticToast
        tone="success"
        title="Commission Updated"
        description="Deal commission rate has been updated successfully"
      />
      <StaticToast
        tone="danger"
        title="Update Failed"
        description="Failed to update commission rate"
      />
    </Stack>
  ),
  play: async () => {
    await waitFor(() => expect(visibleToasts()).toHaveLength(toastTones.length));
  },
};

export const LongText: Story = {
  args: {
    title: 'Document uploaded successfully and submitted for review by the compliance team',
    description:
      'Certificate_of_Origin_Bonny_Light_Crude_cargo_2024_vessel_MT_Atlantic_Pioneer_final_signed_copy.pdf has been submitted. Reviews usually complete within two business days; you will get a notification when it is approved or rejected.',
  },
  play: async () => {
    const item = await body.findByRole('alertdialog');
    // docs/product.md#constants: never wider than 420 px, whatever the text.
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  args: {
    title: 'RFQ Created',
    description: 'Your Request for Quote has been created successfully',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
  },
};

export const OnlyOneVisible: Story = {
  args: { showOnMount: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    toast({ title: 'First', timeout: 0 });
    toast({ title: 'Second', timeout: 0 });
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await expect(visibleToasts()[0]).toHaveTextContent('Second');
    await userEvent.click(
      within(body.getByRole('alertdialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(visibleToasts()[0]).toHaveTextContent('First'));
    await expect(visibleToasts()).toHaveLength(1);
    await expect(trigger).toBeInTheDocument();
  },
};

export const ClosesAfterTimeout: Story = {
  // Interaction only: it ends where it started, which another story shows.
  parameters: { chromatic: shots.off },
  args: { showOnMount: false, timeout: 600, onClose: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
    await userEvent.unhover(body.getByRole('alertdialog'));
    // A hang guard, not a measure: a busy machine may run the 600 ms timer late.
    await waitFor(() => expect(visibleToasts()).toHaveLength(0), { timeout: 10_000 });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const DefaultTimeoutIs5000ms: Story = {
  // Interaction only, and slow: it waits out the 5-second timeout and ends with no toast.
  parameters: { chromatic: shots.off },
  args: { showOnMount: false, timeout: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.unhover(await body.findByRole('alertdialog'));
    // Still there well before its 5 s; gone by itself later. The margins are wide on purpose: timers run
    // late on a busy machine, and this story checks the default exists, not its precision.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(visibleToasts()).toHaveLength(1);
    await waitFor(() => expect(visibleToasts()).toHaveLength(0), { timeout: 20_000 });
  },
};

export const F8FocusesTheRegion: Story = {
  play: async () => {
    const item = await body.findByRole('alertdialog');
    await expect(item).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    await expect(item).toHaveFocus();
    // From there, Tab reaches the close button and Enter closes the toast.
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

async function swipe(element: HTMLElement, distance: number) {
  const { left, top, height } = element.getBoundingClientRect();
  const start = { clientX: left + 20, clientY: top + height / 2 };
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: element, coords: start },
    { target: element, coords: { ...start, clientX: start.clientX + distance / 2 } },
    { target: element, coords: { ...start, clientX: start.clientX + distance } },
    {
      keys: '[/MouseLeft]',
      target: element,
      coords: { ...start, clientX: start.clientX + distance },
    },
  ]);
}

export const SwipeRightToDismiss: Story = {
  // Interaction only: it ends where it started, which another story shows.
  parameters: { chromatic: shots.off },
  play: async () => {
    const item = await body.findByRole('alertdialog');
    // Below the 50 px threshold the toast springs back.
    await swipe(item, 30);
    await expect(visibleToasts()).toHaveLength(1);
    await swipe(body.getByRole('alertdialog'), 80);
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};
