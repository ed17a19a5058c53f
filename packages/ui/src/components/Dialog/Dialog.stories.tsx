import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Text } from '../Text';
import {
  Dialog,
  DialogTrigger,
  Modal,
  modalSizes,
  type DialogProps,
  type ModalProps,
} from './Dialog';
import { shots } from '@petrobridge/story-kit';

const body = within(document.body);

function Example({
  dialog,
  modal,
  defaultOpen,
}: {
  dialog: DialogProps;
  modal?: Partial<ModalProps>;
  defaultOpen?: boolean;
}) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>Adjust commission</Button>
      <Modal {...modal}>
        <Dialog {...dialog} />
      </Modal>
    </DialogTrigger>
  );
}

const footer: DialogProps['footer'] = ({ close }) => (
  <>
    <Button variant="secondary" onPress={close}>
      Cancel
    </Button>
    <Button onPress={close}>Save rate</Button>
  </>
);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: {
    title: 'Adjust commission rate',
    description: 'Deal PB-2024-0187 · Bonny Light, 950,000 bbl',
    children: <Text>The new rate applies to this deal only. Allowed 0 to 100 percent.</Text>,
    footer,
  },
  render: (args) => <Example dialog={args} defaultOpen />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Adjust commission rate' });
    await expect(dialog).toHaveAccessibleDescription(
      'Deal PB-2024-0187 · Bonny Light, 950,000 bbl',
    );
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  render: (args) => <Example dialog={args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Adjust commission' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpenAndFocusTrap: Story = {
  render: (args) => <Example dialog={args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Adjust commission' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // Tab cycles through close, Cancel and Save and stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BackdropClickCloses: Story = {
  render: (args) => <Example dialog={args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust commission' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { hideCloseButton: true },
  render: (args) => (
    <Example
      dialog={args}
      modal={{ isDismissable: false, isKeyboardDismissDisabled: true }}
      defaultOpen
    />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="4">
      {modalSizes.map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">Open {size}</Button>
          <Modal size={size}>
            <Dialog {...args} title={`A ${size} dialog`} />
          </Modal>
        </DialogTrigger>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of modalSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `A ${size} dialog` });
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    await expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  },
};

export const Small: Story = {
  render: (args) => <Example dialog={args} modal={{ size: 'sm' }} defaultOpen />,
};
export const Large: Story = {
  render: (args) => <Example dialog={args} modal={{ size: 'lg' }} defaultOpen />,
};
export const ExtraLarge: Story = {
  render: (args) => <Example dialog={args} modal={{ size: 'xl' }} defaultOpen />,
};

export const WithoutFooter: Story = {
  args: { footer: undefined, description: undefined },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Review the letter of credit terms for the Bonny Light Crude cargo before confirming the deal',
    children: (
      <>
        {Array.from({ length: 14 }, (_, i) => (
          <Text key={i}>
            Clause {i + 1}. The issuing bank shall honour a complying presentation of documents
            including the bill of lading, certificate of origin and certificate of quality within
            five banking days following the day of presentation.
          </Text>
        ))}
      </>
    ),
  },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    // The footer stays in view while the body scrolls.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save rate' })).toBeVisible(),
    );
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};

export const Drawer: Story = {
  parameters: { chromatic: shots.dark },
  args: { title: 'Trading Hub', description: undefined, footer: undefined },
  render: (args) => <Example dialog={args} modal={{ placement: 'start' }} defaultOpen />,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Trading Hub' });
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Adjust commission</Button>
        <Text>{isOpen ? 'Open' : 'Closed'}</Text>
        <Modal isOpen={isOpen} onOpenChange={setOpen}>
          <Dialog {...args} />
        </Modal>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust commission' }));
    const dialog = await body.findByRole('dialog');
    await expect(canvas.getByText('Open')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByText('Closed')).toBeInTheDocument();
  },
};
