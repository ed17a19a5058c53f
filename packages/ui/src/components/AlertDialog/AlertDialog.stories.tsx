import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Text } from '../Text';
import { AlertDialog, alertDialogTones } from './AlertDialog';
import { shots } from '@petrobridge/story-kit';

const body = within(document.body);

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  parameters: {
    chromatic: shots.responsive,
    layout: 'padded',
    // A focused RAC Button announces its pending state through the live announcer with
    // aria-labelledby; once the dialog has closed those ids are gone for the announcement's 7 s.
    // The announcer is RAC's (not this component's) and outlives the story, so it is left out.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  args: {
    title: 'Lock this trade?',
    children: (
      <Text>The deal moves to LC confirmation. Price and volume can no longer be negotiated.</Text>
    ),
    confirmLabel: 'Lock trade',
    cancelLabel: 'Cancel',
    tone: 'neutral',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Lock trade</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Lock this trade?' });
    // The confirming action has focus for a non-destructive question.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Lock trade' })).toHaveFocus(),
    );
  },
};

export const ConfirmWithEnter: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: 'Lock this trade?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Lock trade' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

const dangerArgs = {
  tone: 'danger',
  title: 'Cancel deal PB-2024-0187?',
  children: <Text>Cancelled is a final status: the deal cannot be reopened.</Text>,
  confirmLabel: 'Cancel deal',
  cancelLabel: 'Keep deal',
} as const;

export const Danger: Story = {
  parameters: { chromatic: shots.dark },
  args: dangerArgs,
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    // Focus starts on the safe choice, not on the destructive button.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep deal' })).toHaveFocus(),
    );
  },
};

export const DangerKept: Story = {
  args: dangerArgs,
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep deal' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancelsAndReturnsFocus: Story = {
  args: { defaultOpen: undefined },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Lock trade' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const OutsideClickDoesNothing: Story = {
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
  },
};

/** onConfirm returns a promise: pending while it runs, closes when it resolves. */
export const PendingThenCloses: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /Lock trade/ });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10_000 });
  },
};

/** docs/product.md#super-admin commission dialog: stays open on failure so nothing is lost. */
export const StaysOpenOnFailure: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('500: Internal Server Error'))),
  },
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /Lock trade/ });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(dialog).toBeInTheDocument();
  },
};

export const Pending: Story = { args: { isPending: true } };

export const LongText: Story = {
  args: {
    title: 'Reject the KYC documents submitted by Bonny Energy Trading and Logistics Limited?',
    children: (
      <Text>
        The company is told its certificate of incorporation, tax clearance certificate and
        directors&apos; identification were rejected, with your notes. It can upload replacements at
        any time; until then it cannot take part in new deals on the marketplace.
      </Text>
    ),
    confirmLabel: 'Reject documents',
    tone: 'danger',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  args: { tone: 'danger', confirmLabel: 'Cancel deal', title: 'Cancel deal?' },
  globals: { viewport: { value: 'mobile' } },
};
