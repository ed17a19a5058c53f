import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Bell, Building2, Handshake, LayoutDashboard, Package, ShieldCheck } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Grid } from '../Grid';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { MetricCard } from '../MetricCard';
import { SideNav, SideNavGroup, SideNavItem } from '../SideNav';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { AppShell } from './AppShell';
import { shots } from '@petrobridge/story-kit';

const body = within(document.body);

const header = (
  <Inline gap="3" justify="between" width="full">
    <Text weight="bold" elementType="span">
      Petrobridge
    </Text>
    <Inline gap="2">
      <Inline gap="1">
        <Button variant="ghost" icon={Bell} aria-label="Notifications, 3 unread" />
        <Badge count={3} variant="solid" tone="danger" size="sm" aria-hidden />
      </Inline>
      <Avatar name="Adaeze Okafor" size="sm" />
    </Inline>
  </Inline>
);

const sideNav = (
  <SideNav aria-label="Trading Hub">
    <SideNavGroup>
      <SideNavItem href="/" icon={LayoutDashboard} isCurrent>
        Dashboard
      </SideNavItem>
    </SideNavGroup>
    <SideNavGroup title="Brokerage">
      <SideNavItem href="/deals" icon={Handshake}>
        Active Deals
      </SideNavItem>
    </SideNavGroup>
    <SideNavGroup title="Marketplace">
      <SideNavItem href="/marketplace" icon={Package}>
        Browse Offers
      </SideNavItem>
    </SideNavGroup>
    <SideNavGroup title="Management">
      <SideNavItem href="/companies" icon={Building2}>
        Companies
      </SideNavItem>
      <SideNavItem href="/kyc-workflow" icon={ShieldCheck}>
        KYC Workflow
      </SideNavItem>
    </SideNavGroup>
  </SideNav>
);

const content = (
  <Stack gap="6">
    <Stack gap="1">
      <Heading level={1} size="2xl">
        Broker dashboard
      </Heading>
      <Text tone="muted">Deals, commission and reviews across your book.</Text>
    </Stack>
    <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="4">
      <MetricCard label="Active Deals" value="24" change="+12%" icon={Handshake} />
      <MetricCard label="Pending RFQs" value="17" change="+3" icon={Package} />
      <MetricCard label="KYC Reviews" value="6" change="+3" icon={ShieldCheck} />
      <MetricCard label="Companies" value="112" change="0" icon={Building2} />
    </Grid>
  </Stack>
);

const meta = {
  title: 'UI/AppShell',
  parameters: { chromatic: shots.responsive },
  component: AppShell,
  args: { header, sideNav, children: content, menuLabel: 'Open menu', drawerTitle: 'Trading Hub' },
  argTypes: {
    header: { control: false },
    sideNav: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    if (!window.matchMedia('(min-width: 1024px)').matches) return;
    // On desktop the side menu is in place and there is no menu button.
    await expect(canvas.getByRole('navigation', { name: 'Trading Hub' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Below the desktop breakpoint the side menu is a drawer behind the menu button. */
export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThan(1024));
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Trading Hub' })).toBeNull();
  },
};

export const DrawerOpensAndCloses: Story = {
  // Interaction only: it ends where it started, which another story shows.
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThan(1024));
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const drawer = await body.findByRole('dialog', { name: 'Trading Hub' });
    await waitFor(() =>
      expect(within(drawer).getByRole('navigation', { name: 'Trading Hub' })).toBeVisible(),
    );
    // Escape closes it and focus goes back to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    // Choosing a page closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Trading Hub' });
    await userEvent.click(within(again).getByRole('link', { name: 'Companies' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <Stack gap="4">
        <Heading level={1} size="2xl">
          Deal history
        </Heading>
        {Array.from({ length: 30 }, (_, i) => (
          <Text key={i}>
            Deal PB-2024-{String(i + 100).padStart(4, '0')}: Bonny Light Crude, 950,000 bbl, moved
            from negotiation to LC pending after the buyer&apos;s bank confirmed the terms.
          </Text>
        ))}
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    if (!window.matchMedia('(min-width: 1024px)').matches) return;
    // The header and side menu stay in place while the page scrolls.
    window.scrollTo(0, 2000);
    await waitFor(() => expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(0));
    window.scrollTo(0, 0);
  },
};
