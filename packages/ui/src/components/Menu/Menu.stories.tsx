import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ArrowRightLeft,
  Copy,
  Eye,
  FileDown,
  Lock,
  MoreHorizontal,
  Pencil,
  XCircle,
} from 'lucide-react';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
import { shots } from '@petrobridge/story-kit';

const body = within(document.body);
const onAction = fn();

/** The actions of one deal row (docs/product.md#deal-statuses: Lock Trade only in negotiation; crypto settlement coming soon). */
function DealActions({
  defaultOpen,
  onAction: action = onAction,
}: {
  defaultOpen?: boolean;
  onAction?: (key: unknown) => void;
}) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary" iconEnd={MoreHorizontal}>
        Deal actions
      </Button>
      <Menu aria-label="Deal actions" onAction={action}>
        <MenuSection title="Deal">
          <MenuItem id="view" icon={Eye}>
            View details
          </MenuItem>
          <MenuItem id="edit" icon={Pencil} shortcut="E">
            Edit terms
          </MenuItem>
          <MenuItem id="lock" icon={Lock} description="Moves the deal to LC confirmation">
            Lock trade
          </MenuItem>
          <MenuItem id="copy" icon={Copy}>
            Copy reference
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Settlement">
          <MenuItem id="export" icon={FileDown}>
            Export documents
          </MenuItem>
          <MenuItem id="crypto" icon={ArrowRightLeft} isDisabled disabledReason="Coming soon">
            Settle in crypto
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="cancel" icon={XCircle} tone="danger">
          Cancel deal
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Menu,
  // In dark: Default (open: sections, icons, description, shortcut, disabled, danger) and
  // SingleSelection (the selected check).
  parameters: { layout: 'centered' },
  args: { children: null },
  beforeEach: () => {
    onAction.mockClear();
  },
  render: () => <DealActions defaultOpen />,
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const menu = await body.findByRole('menu', { name: 'Deal actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
    await expect(within(menu).getByRole('group', { name: 'Deal' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  render: () => <DealActions />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Deal actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    // Focus starts on the first item; arrows move, wrapping at the ends.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View details' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Edit terms/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel deal' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export documents' })).toHaveFocus();
    // Type-ahead jumps to an item by its first letters.
    await userEvent.keyboard('lo');
    await expect(within(menu).getByRole('menuitem', { name: /^Lock trade/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(onAction.mock.lastCall?.[0]).toBe('lock');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  render: () => <DealActions />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Deal actions' });
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onAction).not.toHaveBeenCalled();
  },
};

export const PointerSelect: Story = {
  render: () => <DealActions />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deal actions' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cancel deal' }));
    await expect(onAction.mock.lastCall?.[0]).toBe('cancel');
  },
};

export const DisabledWithReason: Story = {
  play: async () => {
    const menu = await body.findByRole('menu');
    const crypto = within(menu).getByRole('menuitem', { name: 'Settle in crypto Coming soon' });
    await expect(crypto).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(crypto, { pointerEventsCheck: 0 });
    await expect(onAction).not.toHaveBeenCalled();
  },
};

/** Selection lives with the page (the menu unmounts when it closes). */
function SortMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const [sortBy, setSortBy] = useState<Selection>(new Set(['updated']));
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Sort by</Button>
      <Menu
        aria-label="Sort by"
        selectionMode="single"
        selectedKeys={sortBy}
        onSelectionChange={setSortBy}
      >
        <MenuItem id="updated">Last updated</MenuItem>
        <MenuItem id="value">Total value</MenuItem>
        <MenuItem id="volume">Volume</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export const SingleSelection: Story = {
  parameters: { chromatic: shots.dark },
  render: () => <SortMenu defaultOpen />,
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Last updated' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ChangeSelection: Story = {
  render: () => <SortMenu />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Total value' }));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by' }));
    const again = await body.findByRole('menu');
    await expect(within(again).getByRole('menuitemradio', { name: 'Total value' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const LongText: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Documents</Button>
      <Menu aria-label="Documents">
        <MenuItem description="Issued by SGS at Bonny terminal on 12 March 2024, signed and stamped">
          Certificate of quality and quantity for the Bonny Light cargo
        </MenuItem>
        <MenuItem>Bill of lading</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
