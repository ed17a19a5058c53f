import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Info, MoreHorizontal, Settings2 } from 'lucide-react';
import {
  AlertDialog,
  Button,
  clearToasts,
  Dialog,
  DialogTrigger,
  Form,
  Inline,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  NumberField,
  Popover,
  Stack,
  StatusBadge,
  Text,
  toast,
  ToastRegion,
} from '../../index';
import { shots } from '@petrobridge/story-kit';

/**
 * Usage patterns for overlays: a form in a dialog that stays open on failure, a confirmation
 * reached from a row's menu, a popover for help. Every story ends with a toast where docs/product.md#messages asks for one.
 */
const body = within(document.body);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** docs/product.md#super-admin commission dialog: 2.5 % default, 0 to 100, step 0.1; pending while saving; open on failure. */
function CommissionDialog({ save }: { save: (rate: number) => Promise<void> }) {
  const [rate, setRate] = useState(2.5);
  const [isPending, setPending] = useState(false);
  return (
    <DialogTrigger>
      <Button variant="secondary" icon={Settings2}>
        Adjust commission
      </Button>
      <Modal size="sm" isDismissable={!isPending} isKeyboardDismissDisabled={isPending}>
        <Dialog
          title="Adjust commission rate"
          description="Deal PB-2024-0187 · Bonny Light, 950,000 bbl"
          footer={({ close }) => (
            <>
              <Button variant="secondary" isDisabled={isPending} onPress={close}>
                Cancel
              </Button>
              <Button type="submit" form="commission-form" isPending={isPending}>
                Save rate
              </Button>
            </>
          )}
        >
          {({ close }) => (
            <Form
              id="commission-form"
              onSubmit={async (event) => {
                event.preventDefault();
                setPending(true);
                try {
                  await save(rate);
                  toast({
                    title: 'Commission Updated',
                    description: 'Deal commission rate has been updated successfully',
                    tone: 'success',
                  });
                  close();
                } catch {
                  toast({
                    title: 'Update Failed',
                    description: 'Failed to update commission rate',
                    tone: 'danger',
                  });
                } finally {
                  setPending(false);
                }
              }}
            >
              <NumberField
                label="Commission rate (%)"
                description="Between 0 and 100, in steps of 0.1."
                value={rate}
                onChange={setRate}
                minValue={0}
                maxValue={100}
                step={0.1}
              />
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** A row's actions menu that leads to a destructive confirmation. */
function DealRow({ cancelDeal }: { cancelDeal: () => Promise<void> }) {
  const [status, setStatus] = useState('negotiation');
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Inline gap="3" justify="between">
      <Stack gap="1">
        <Text weight="semibold">PB-2024-0187 · Bonny Light</Text>
        <StatusBadge tone={status === 'cancelled' ? 'danger' : 'info'} label={status} size="sm" />
      </Stack>
      <MenuTrigger>
        <Button variant="ghost" icon={MoreHorizontal} aria-label="Actions for PB-2024-0187" />
        <Menu
          aria-label="Actions for PB-2024-0187"
          onAction={(key) => {
            if (key === 'cancel') setConfirming(true);
          }}
        >
          <MenuItem id="view">View details</MenuItem>
          <MenuItem id="cancel" tone="danger" isDisabled={status === 'cancelled'}>
            Cancel deal
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        tone="danger"
        title="Cancel deal PB-2024-0187?"
        confirmLabel="Cancel deal"
        cancelLabel="Keep deal"
        onConfirm={async () => {
          await cancelDeal();
          setStatus('cancelled');
          toast({ title: 'Deal status updated successfully', tone: 'success' });
        }}
      >
        <Text>Cancelled is a final status: the deal cannot be reopened.</Text>
      </AlertDialog>
    </Inline>
  );
}

const meta = {
  title: 'UI/Patterns/Dialogs',
  // In dark: FormInDialogFailure (the open dialog and a danger toast).
  parameters: {
    chromatic: shots.responsive,
    layout: 'padded',
    // RAC announces a focused pending button by id; the dialog closes before the announcement
    // expires. The announcer is RAC's, so it is left out of the check (see AlertDialog stories).
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const saveOk = fn(async () => {
  await sleep(300);
});
const saveFails = fn(async () => {
  await sleep(300);
  throw new Error('500: Internal Server Error');
});

/** A form in a dialog: pending while saving, a success toast, closed on success. */
export const FormInDialog: Story = {
  render: () => (
    <>
      <CommissionDialog save={saveOk} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvas }) => {
    saveOk.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust commission' }));
    const dialog = await body.findByRole('dialog', { name: 'Adjust commission rate' });
    const input = within(dialog).getByRole('textbox', { name: /Commission rate/ });
    await userEvent.clear(input);
    await userEvent.type(input, '3.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(saveOk).toHaveBeenCalledWith(3.2);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Commission Updated');
  },
};

/** docs/product.md#super-admin: on failure the dialog stays open with what was typed, and a danger toast says why. */
export const FormInDialogFailure: Story = {
  parameters: { chromatic: shots.dark },
  render: () => (
    <>
      <CommissionDialog save={saveFails} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust commission' }));
    const dialog = await body.findByRole('dialog', { name: 'Adjust commission rate' });
    const input = within(dialog).getByRole('textbox', { name: /Commission rate/ });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.keyboard('{Enter}');
    const alert = await body.findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Update Failed');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
    await expect(dialog).toBeInTheDocument();
    await expect(input).toHaveValue('7');
  },
};

/** Menu → confirmation → toast; focus goes back to the menu button. */
export const ConfirmFromMenu: Story = {
  render: () => (
    <>
      <DealRow cancelDeal={() => sleep(200)} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for PB-2024-0187' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Cancel deal' }));
    const confirm = await body.findByRole('alertdialog', { name: /Cancel deal PB-2024-0187/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel deal' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(canvas.getByText('cancelled')).toBeInTheDocument();
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Deal status updated successfully',
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Help next to a field: a popover that explains, then gets out of the way. */
export const HelpPopover: Story = {
  render: () => (
    <Inline gap="2">
      <Text>Commission rate: 2.5 %</Text>
      <DialogTrigger>
        <Button variant="ghost" size="sm" icon={Info} aria-label="About commission" />
        <Popover title="Commission">
          <Text size="sm">
            2.5 percent of the deal value by default; brokers adjust it per deal.
          </Text>
        </Popover>
      </DialogTrigger>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About commission' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Commission' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
