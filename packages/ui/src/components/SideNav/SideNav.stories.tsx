import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  BadgeDollarSign,
  BarChart3,
  Bitcoin,
  Building2,
  FileSearch,
  FileText,
  Handshake,
  LayoutDashboard,
  Package,
  ShieldCheck,
  Shuffle,
} from 'lucide-react';
import { SideNav, SideNavGroup, SideNavItem } from './SideNav';
import { shots } from '@petrobridge/story-kit';

/** docs/product.md#menu: side menu 'Trading Hub' as a broker sees it, on /deals. */
function BrokerMenu({ onPress }: { onPress?: () => void }) {
  return (
    <SideNav aria-label="Trading Hub">
      <SideNavGroup>
        <SideNavItem href="/" icon={LayoutDashboard} onPress={onPress}>
          Dashboard
        </SideNavItem>
      </SideNavGroup>
      <SideNavGroup title="Brokerage">
        <SideNavItem href="/deals" icon={Handshake} isCurrent count={4} onPress={onPress}>
          Active Deals
        </SideNavItem>
        <SideNavItem href="/rfq-matching" icon={Shuffle} onPress={onPress}>
          RFQ Matching
        </SideNavItem>
        <SideNavItem href="/commission" icon={BadgeDollarSign} onPress={onPress}>
          Commission
        </SideNavItem>
        <SideNavItem
          href="/crypto-exchange"
          icon={Bitcoin}
          isDisabled
          disabledReason="Coming soon"
          onPress={onPress}
        >
          Crypto exchange
        </SideNavItem>
      </SideNavGroup>
      <SideNavGroup title="Marketplace">
        <SideNavItem href="/marketplace" icon={Package} onPress={onPress}>
          Browse Offers
        </SideNavItem>
        <SideNavItem href="/rfqs" icon={FileSearch} onPress={onPress}>
          RFQ Requests
        </SideNavItem>
      </SideNavGroup>
      <SideNavGroup title="Management">
        <SideNavItem href="/companies" icon={Building2} onPress={onPress}>
          Companies
        </SideNavItem>
        <SideNavItem href="/kyc-workflow" icon={ShieldCheck} onPress={onPress}>
          KYC Workflow
        </SideNavItem>
        <SideNavItem href="/documents" icon={FileText} onPress={onPress}>
          Documents
        </SideNavItem>
        <SideNavItem href="/analytics" icon={BarChart3} onPress={onPress}>
          Analytics
        </SideNavItem>
      </SideNavGroup>
    </SideNav>
  );
}

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  // In dark: Default (current, disabled, groups, counts) and Keyboard (the focus ring).
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: { 'aria-label': 'Trading Hub', children: null },
  render: () => (
    // The width of the app's sidebar: a third of a phone's width would break words no user sees broken.
    <div style={{ width: '16rem', maxWidth: '100%' }}>
      <BrokerMenu />
    </div>
  ),
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Trading Hub' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Active Deals/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { name: 'Brokerage' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Marketplace' })).toBeInTheDocument();
  },
};

/** A disabled item shows its reason next to the label and is skipped by Tab. */
export const DisabledWithReason: Story = {
  play: async ({ canvas }) => {
    const crypto = canvas.getByRole('link', { name: /Crypto exchange/ });
    await expect(crypto).toHaveAttribute('aria-disabled', 'true');
    await expect(crypto).toHaveAccessibleName('Crypto exchange Coming soon');
    canvas.getByRole('link', { name: 'Commission' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse Offers' })).toHaveFocus();
  },
};

export const Keyboard: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Active Deals/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  },
};

const onItemPress = fn();

export const PressNavigates: Story = {
  render: () => (
    <div style={{ width: '16rem', maxWidth: '100%' }}>
      <BrokerMenu onPress={onItemPress} />
    </div>
  ),
  beforeEach: () => {
    onItemPress.mockClear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Companies' }));
    await expect(onItemPress).toHaveBeenCalledOnce();
    canvas.getByRole('link', { name: 'Analytics' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onItemPress).toHaveBeenCalledTimes(2);
    // A disabled item does nothing.
    await userEvent.click(canvas.getByRole('link', { name: /Crypto exchange/ }), {
      pointerEventsCheck: 0,
    });
    await expect(onItemPress).toHaveBeenCalledTimes(2);
  },
};

/** docs/product.md#menu: a seller sees the ungrouped dashboard and fewer items. */
export const SellerMenu: Story = {
  render: () => (
    <div style={{ width: '16rem', maxWidth: '100%' }}>
      <SideNav aria-label="Trading Hub">
        <SideNavGroup>
          <SideNavItem href="/seller-dashboard" icon={LayoutDashboard} isCurrent>
            Seller dashboard
          </SideNavItem>
        </SideNavGroup>
        <SideNavGroup title="Brokerage">
          <SideNavItem href="/deals" icon={Handshake}>
            Active Deals
          </SideNavItem>
        </SideNavGroup>
        <SideNavGroup title="Marketplace">
          <SideNavItem href="/my-offers" icon={Package}>
            My Offers
          </SideNavItem>
        </SideNavGroup>
      </SideNav>
    </div>
  ),
};

export const LongLabels: Story = {
  render: () => (
    // About a sidebar's width: the long labels still wrap, between words.
    <div style={{ width: '18rem', maxWidth: '100%' }}>
      <SideNav aria-label="Trading Hub">
        <SideNavGroup title="Compliance and know-your-customer administration">
          <SideNavItem href="/kyc-workflow" icon={ShieldCheck} isCurrent count={128}>
            KYC document verification workflow for counterparties
          </SideNavItem>
          <SideNavItem href="/x" icon={Bitcoin} isDisabled disabledReason="Coming soon">
            Cryptocurrency settlement exchange
          </SideNavItem>
        </SideNavGroup>
      </SideNav>
    </div>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  render: () => <BrokerMenu />,
};
