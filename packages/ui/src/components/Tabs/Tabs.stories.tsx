import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Bell, FileText, Handshake, LayoutDashboard, Lightbulb, Package } from 'lucide-react';
import { Text } from '../Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { shots } from '@petrobridge/story-kit';

/** docs/product.md#seller-dashboard: the seller dashboard's tabs. */
const sellerTabs = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard, count: undefined },
  { id: 'offers', label: 'Offers', icon: Package, count: 5 },
  { id: 'deals', label: 'Deals', icon: Handshake, count: 3 },
  { id: 'insights', label: 'Insights', icon: Lightbulb, count: undefined },
  { id: 'documents', label: 'Documents', icon: FileText, count: 0 },
  { id: 'notifications', label: 'Notifications', icon: Bell, count: 12 },
] as const;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  // In dark: WithCounts (selected and unselected counts) and DisabledTab (disabled, focus ring).
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Seller dashboard">
        {sellerTabs.map(({ id, label }) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      {sellerTabs.map(({ id, label }) => (
        <TabPanel key={id} id={id}>
          <Text>{label} of Niger Delta Petroleum.</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // The tab list is a collection: its tabs appear a render after the list itself.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Deals' }));
    await expect(canvas.getByRole('tab', { name: 'Deals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deals of Niger Delta Petroleum.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('deals');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: 'Overview' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Offers' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Offers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithCounts: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="offers">
      <TabList aria-label="Seller dashboard">
        {sellerTabs.map(({ id, label, count }) => (
          <Tab key={id} id={id} count={count}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="offers">
        <Text>5 open offers.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Notifications 12' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Documents 0' })).toBeInTheDocument();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Seller dashboard">
        {sellerTabs.map(({ id, label, icon, count }) => (
          <Tab key={id} id={id} icon={icon} count={count}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="overview">
        <Text>Overview.</Text>
      </TabPanel>
    </Tabs>
  ),
};

export const DisabledTab: Story = {
  parameters: { chromatic: shots.dark },
  args: { disabledKeys: ['insights'] },
  play: async ({ canvas }) => {
    const insights = await canvas.findByRole('tab', { name: 'Insights' });
    await expect(insights).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Deals' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveFocus();
  },
};

/**
 * Routed tabs: each tab is a link and the selected tab follows the route. The app's router
 * (RAC RouterProvider) does the navigation; here a local RouterProvider stands in for it.
 */
export const Links: Story = {
  render: function Render(args) {
    const [path, setPath] = useState('/super-admin/users');
    return (
      <RouterProvider navigate={setPath}>
        <Tabs {...args} selectedKey={path}>
          <TabList aria-label="Super admin">
            {['users', 'companies', 'deals', 'settings'].map((tab) => (
              <Tab key={tab} id={`/super-admin/${tab}`} href={`/super-admin/${tab}`}>
                {tab[0]?.toUpperCase() + tab.slice(1)}
              </Tab>
            ))}
          </TabList>
          {/* Keyed by the route so the panel is a new one for each tab (an <Outlet /> in the app). */}
          <TabPanel key={path} id={path}>
            <Text>Route {path}</Text>
          </TabPanel>
        </Tabs>
      </RouterProvider>
    );
  },
  play: async ({ canvas }) => {
    const deals = canvas.getByRole('tab', { name: 'Deals' });
    await expect(deals.tagName).toBe('A');
    await expect(deals).toHaveAttribute('href', '/super-admin/deals');
    await userEvent.click(deals);
    await waitFor(() => expect(deals).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Route /super-admin/deals');
    // Arrow keys move focus only; Enter follows the link.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel')).toHaveTextContent('Route /super-admin/settings'),
    );
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Deal documents">
        {[
          'Certificate of origin',
          'Certificate of quality and quantity',
          'Bill of lading',
          'Letter of credit',
          'Inspection report',
          'Commercial invoice',
        ].map((label) => (
          <Tab key={label} id={label}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="Certificate of origin">
        <Text>Certificate of origin.</Text>
      </TabPanel>
    </Tabs>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The row scrolls rather than wrapping; the selected tab is brought into view by focus.
    const list = canvas.getByRole('tablist');
    // Measured once the labels' web font has loaded (the fallback font is narrower).
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth));
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
  },
};
