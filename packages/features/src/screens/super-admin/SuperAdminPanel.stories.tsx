import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { mockDb, resetMockDb } from '../../mocks/db';
import {
  address,
  currentPath,
  dropStaleAnnouncements,
  withAddress,
  withRoutePattern,
  withUnauthorizedQueries,
} from '../../mocks/decorators';
import { answer, empty, fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { apiSettled } from '../../mocks/in-flight';
import { selectOption } from '../../mocks/listing-screen';
import { asRole } from '../../mocks/role';
import { pendingBroker } from '../../mocks/super-admin';
import { superAdminMetrics } from '../../mocks/super-admin-metrics';
import { SuperAdminPanel } from './SuperAdminPanel';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Super Admin/Super Admin Panel',
  component: SuperAdminPanel,
  ...screenMeta({
    decorators: [withRoutePattern('/super-admin/:tab?'), withAddress],
    shots: shots.screen,
    route: '/super-admin',
    role: 'super_admin',
    beforeEach: () => {
      resetMockDb().users.push(pendingBroker);
    },
  }),
} satisfies Meta<typeof SuperAdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const rows = async (name: string) =>
  within(await page.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);
/**
 * The screenshot runner counts a request as loading until 50 ms after the client has read it; a
 * click right when the rows appear would be reported as a race (docs/testing.md).
 */
const dialog = async (name: string) => {
  const d = await page.findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return within(d);
};

/** A month with a previous one to compare with: the changes are percentages (and points). */
const withTrends = http.get('*/api/super-admin/metrics', () =>
  HttpResponse.json({
    ...superAdminMetrics(),
    trends: {
      deals: { current: 28, previous: 25 },
      volume: { current: 41_000, previous: 33_000 },
      commission: { current: '162000.00', previous: '150000.00' },
      matchSuccess: { current: 35, previous: 32 },
    },
  }),
);

/** Overview: the figures with their change against the previous 30 days, queues, recent activity. */
export const Overview: Story = {
  parameters: { chromatic: shots.dark, ...mockOverrides(withTrends) },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Super Admin Panel' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Full control over the platform with oversight of deals, commissions, and operations',
      ),
    ).toBeVisible();
    const figures = within(page.getByRole('region', { name: 'Key figures' }));
    await expect(await figures.findByText('+12%')).toBeVisible();
    await expect(figures.getByText('+24%')).toBeVisible();
    await expect(figures.getByText('+8%')).toBeVisible();
    await expect(figures.getByText('+3 pts')).toBeVisible();
    // Like with like: each change beside the two periods' figures it compares.
    await expect(figures.getByText('last 30 days: 28 vs 25 the 30 days before')).toBeVisible();
    await expect(
      figures.getByText('last 30 days: $162,000 vs $150,000 the 30 days before'),
    ).toBeVisible();
    await expect(
      figures.getByText('RFQs of the last 30 days: 35% vs 32% the 30 days before'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deal Approvals' })).toHaveAttribute(
      'href',
      '/super-admin/deals?status=lc_pending',
    );
    await expect(page.getByRole('link', { name: 'Negotiations' })).toHaveAttribute(
      'href',
      '/super-admin/deals?status=negotiation',
    );
    await expect(page.getByRole('link', { name: 'KYC Reviews' })).toHaveAttribute(
      'href',
      '/super-admin/companies?status=open',
    );
    const activity = within(page.getByRole('list', { name: 'Recent activity' }));
    await expect(
      activity.getByRole('link', { name: 'PB-2024-000042 moved from negotiation to lc pending' }),
    ).toBeVisible();
    await expect(activity.getAllByRole('listitem')[0]!).toHaveTextContent(
      /Broker · 45 minutes ago/,
    );
    await expect(page.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  },
};

/**
 * The mock database's deals are all of one week: nothing to compare with, so the cards say so
 * instead of a percentage. Figures from the database: 7 deals, one of them lc_pending.
 */
export const NoPreviousMonth: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    const figures = within(await page.findByRole('region', { name: 'Key figures' }));
    await expect(await figures.findByText('+7')).toBeVisible();
    await expect(figures.getByText('no RFQs in the last 30 days')).toBeVisible();
    await expect(figures.queryByText(/%$/, { selector: 'span' })).toBeNull();
  },
};

/** Admins see the same panel as super admins. */
export const AsAdmin: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async () => {
    await expect(await page.findByRole('link', { name: 'Deal Approvals' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/super-admin/metrics')),
  },
  play: async () => {
    await expect(
      await page.findByText(
        'The platform figures could not be loaded. They are tried again every 30 seconds.',
      ),
    ).toBeVisible();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(signedOut('get', '/api/super-admin/metrics')),
  },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** The tab is in the path (overview left out); the arrow keys walk every tab in §2's order. */
export const TabsInThePath: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await userEvent.click(await page.findByRole('tab', { name: 'Deal Management' }));
    await waitFor(() => expect(currentPath()).toBe('/super-admin/deals'));
    for (const tab of [
      'shipping',
      'offers',
      'commission',
      'companies',
      'documents',
      'payments',
      'analytics',
      'users',
    ]) {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(currentPath()).toBe(`/super-admin/${tab}`));
    }
    await userEvent.click(page.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(currentPath()).toBe('/super-admin'));
  },
};

/**
 * Shipping: the deals from LC confirmed to delivered with vessel, ports, B/L and ETA; the LC-confirmed
 * deal without a vessel is flagged, the shipped one whose ETA has passed too; each opens the deal page's
 * shipping form.
 */
export const Shipping: Story = {
  parameters: { route: '/super-admin/shipping' },
  play: async () => {
    const all = await rows('Shipments');
    await expect(all).toHaveLength(3);
    const [confirmed, shipped, delivered] = all;
    await expect(confirmed!).toHaveTextContent(
      /lc confirmed.*Not nominated.*No vessel.*Missing B\/L past latest shipment/,
    );
    await expect(shipped!).toHaveTextContent(
      /shipped.*MT Atlantic Dawn \(IMO 9321483\).*BL-9003.*ETA passed/,
    );
    await expect(delivered!).toHaveTextContent(/delivered.*On track/);
    await expect(within(shipped!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/deals/${mockDb().deals.find((d) => d.status === 'shipped')!.id}#shipping`,
    );
    await expect(
      page.getByText(/3 deals from LC confirmed to delivered; 2 need attention\./),
    ).toBeVisible();
  },
};

/** Commission: the platform's ledger, every brokered deal with its broker, by state and month. */
export const Commission: Story = {
  parameters: { route: '/super-admin/commission' },
  play: async () => {
    const all = await rows('Commission ledger');
    // Every deal from its lock on: the mock's one deal in negotiation has no entry.
    await expect(all).toHaveLength(6);
    await expect(all[0]!).toHaveTextContent('Demo Broker');
    await expect(page.getByRole('table', { name: 'Commission by month' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Export CSV of the commission ledger' }),
    ).toHaveAttribute('href', '/api/commission/export');
  },
};

/**
 * More shipped deals than the tab reads (100 a status): the newest are listed, the total is the
 * server's, and a link opens all of them in Deals.
 */
export const ShippingManyShipped: Story = {
  parameters: { route: '/super-admin/shipping', chromatic: shots.desktopOnly },
  beforeEach: () => {
    const db = mockDb();
    const shipped = db.deals.find((d) => d.status === 'shipped')!;
    for (let i = 1; i <= 105; i += 1)
      db.deals.push({
        ...shipped,
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        dealNumber: `PB-2026-9${String(i).padStart(3, '0')}`,
      });
  },
  play: async () => {
    const all = await rows('Shipments');
    await expect(all).toHaveLength(102);
    await expect(
      page.getByText(
        /108 deals from LC confirmed to delivered; of the 102 shown, \d+ need attention\./,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Showing the 100 newest of 106 shipped deals\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'All shipped deals' })).toHaveAttribute(
      'href',
      '/deals?status=shipped',
    );
  },
};

export const ShippingEmpty: Story = {
  parameters: {
    route: '/super-admin/shipping',
    chromatic: shots.desktopOnly,
    ...mockOverrides(empty('/api/deals')),
  },
  play: async () => {
    await expect(await page.findByText('No shipments')).toBeVisible();
  },
};

export const ShippingFails: Story = {
  parameters: {
    route: '/super-admin/shipping',
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/deals')),
  },
  play: async () => {
    await expect(
      await page.findByText('Shipments could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** A tab the panel does not have (an old or mistyped address): the overview shows. */
export const UnavailableTabFallsBack: Story = {
  parameters: { chromatic: shots.off, route: '/super-admin/no-such-tab' },
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await page.findByRole('heading', { name: 'Pending Actions' })).toBeVisible();
  },
};

/** Deal Management: every deal, its value, status and commission; the filter is in the address. */
export const Deals: Story = {
  parameters: { route: '/super-admin/deals' },
  play: async () => {
    const all = await rows('Deals');
    await expect(all).toHaveLength(7);
    // Newest first: the cancelled deal, then completed, …
    await expect(all[0]!).toHaveTextContent(/cancelled/);
    // Its commission is void, never shown as owed.
    await expect(all[0]!).toHaveTextContent(/\$[\d,.]+ · void/);
    await expect(all[1]!).toHaveTextContent(
      /WTI Crude Oil.*10,526 MT.*Niger Delta Petroleum Ltd → Nordic Fuels AB.*\$6,249,600.*completed.*2\.5%.*\$156,240\.00/,
    );
    // A completed deal's commission is fixed: its Commission says why it is disabled.
    const fixed = within(all[1]!).getByRole('button', { name: 'Commission' });
    await expect(fixed).toBeDisabled();
    await expect(fixed).toHaveAccessibleDescription(/A completed deal's commission is fixed/);
    await expect(within(all[1]!).getByRole('link', { name: 'Shipping' })).toHaveAttribute(
      'href',
      `/deals/${mockDb().deals.find((d) => d.status === 'completed')!.id}#shipping`,
    );
  },
};

export const FilterDeals: Story = {
  parameters: { route: '/super-admin/deals', chromatic: shots.off },
  play: async () => {
    await expect(await rows('Deals')).toHaveLength(7);
    await selectOption(document.body, /Status/, 'LC Pending');
    await waitFor(() => expect(address().get('status')).toBe('lc_pending'));
    await waitFor(async () => expect(await rows('Deals')).toHaveLength(1));
    await expect((await rows('Deals'))[0]!).toHaveTextContent(/Natural Gas.*lc pending/);
  },
};

export const DealsEmpty: Story = {
  parameters: {
    route: '/super-admin/deals',
    chromatic: shots.desktopOnly,
    ...mockOverrides(empty('/api/super-admin/deals')),
  },
  play: async () => {
    await expect(await page.findByText('No deals found')).toBeVisible();
  },
};

/** View: the deal's figures and its real history; Start Negotiation goes to the deal page. */
export const DealDetails: Story = {
  parameters: { route: '/super-admin/deals', chromatic: shots.desktopOnly },
  play: async () => {
    const [, completed] = await rows('Deals');
    await apiSettled();
    await userEvent.click(within(completed!).getByRole('button', { name: 'View' }));
    const details = await dialog('Deal Details');
    await expect(details.getByText('10,526 MT')).toBeVisible();
    const history = await details.findByRole('list', { name: 'Deal history' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(history).getByText('Moved from delivered to completed')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Start Negotiation' })).toHaveAttribute(
      'href',
      `/deals/${mockDb().deals.find((d) => d.status === 'completed')!.id}#negotiation`,
    );
  },
};

const openCommission = async (index: number) => {
  const all = await rows('Deals');
  await apiSettled();
  await userEvent.click(within(all[index]!).getByRole('button', { name: 'Commission' }));
  return dialog('Adjust Commission Rate');
};

/** §2/§4/§5/§8/§9: the estimate follows the rate; with a reason, success toasts, refreshes the row and closes. */
export const AdjustCommission: Story = {
  parameters: { route: '/super-admin/deals' },
  play: async () => {
    const d = await openCommission(2);
    const input = d.getByRole('textbox', { name: 'Commission Rate (%)' });
    await expect(input).toHaveValue('2.50');
    await expect(d.getByText('$103,062.50')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await expect(d.getByText('$123,675.00')).toBeVisible();
    await userEvent.type(
      d.getByRole('textbox', { name: 'Reason' }),
      'Inspection added by the desk',
    );
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Commission Updated.*Deal commission rate has been updated successfully/,
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect((await rows('Deals'))[2]!).toHaveTextContent(/3%.*\$123,675\.00/),
    );
  },
};

/** 1.75 stays 1.75: the rate is kept to two decimals exactly as typed, in the estimate and the row. */
export const CommissionKeepsTwoDecimals: Story = {
  parameters: { route: '/super-admin/deals', chromatic: shots.desktopOnly },
  play: async () => {
    const d = await openCommission(2);
    const input = d.getByRole('textbox', { name: 'Commission Rate (%)' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.75');
    await expect(input).toHaveValue('1.75');
    await expect(d.getByText('$72,143.75')).toBeVisible(); // 1.75 % of 4,122,500.00
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Volume rebate');
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect((await rows('Deals'))[2]!).toHaveTextContent(/1\.75%.*\$72,143\.75/),
    );
  },
};

/** 150 is refused with the product's bounds, never clamped to 100 or 10; nothing is sent. */
export const CommissionRefuses150: Story = {
  parameters: { route: '/super-admin/deals', chromatic: shots.desktopOnly },
  play: async () => {
    const d = await openCommission(2);
    const input = d.getByRole('textbox', { name: 'Commission Rate (%)' });
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await expect(d.getByText('Estimated Commission:')).toHaveTextContent('—');
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Typo test');
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await expect(await d.findByText('Commission rate must be between 0 and 10')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('150');
    await expect(page.getByRole('dialog', { name: 'Adjust Commission Rate' })).toBeVisible();
    await expect((await rows('Deals'))[2]!).toHaveTextContent(/2\.5%/);
  },
};

/** The reason is required: Update without one says so under the field. */
export const CommissionReasonRequired: Story = {
  parameters: { route: '/super-admin/deals', chromatic: shots.desktopOnly },
  play: async () => {
    const d = await openCommission(2);
    const input = d.getByRole('textbox', { name: 'Commission Rate (%)' });
    await userEvent.clear(input);
    await userEvent.type(input, '2.75');
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await expect(await d.findByText('Reason is required')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The server's field messages show under their fields (here a refusal only the server knows). */
export const CommissionServerFieldMessage: Story = {
  parameters: {
    route: '/super-admin/deals',
    chromatic: shots.off,
    ...mockOverrides(
      answer(
        'put',
        '/api/super-admin/deals/{dealId}/commission',
        {
          message: 'Invalid request',
          errors: [{ path: 'reason', message: 'Reason must be at most 2000 characters' }],
        },
        400,
      ),
    ),
  },
  play: async () => {
    const d = await openCommission(2);
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Fine here');
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await expect(await d.findByText('Reason must be at most 2000 characters')).toBeVisible();
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

/** Update is disabled while the rate is empty. */
export const CommissionEmpty: Story = {
  parameters: { route: '/super-admin/deals', chromatic: shots.off },
  play: async () => {
    const d = await openCommission(2);
    await userEvent.clear(d.getByRole('textbox', { name: 'Commission Rate (%)' }));
    await expect(d.getByRole('button', { name: 'Update Commission' })).toBeDisabled();
  },
};

/** §8: the failure toast, and the dialog stays open with the rate as typed. */
export const CommissionFails: Story = {
  parameters: {
    route: '/super-admin/deals',
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('put', '/api/super-admin/deals/{dealId}/commission')),
  },
  play: async () => {
    const d = await openCommission(2);
    const input = d.getByRole('textbox', { name: 'Commission Rate (%)' });
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Desk agreement');
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Update Failed.*Failed to update commission rate/,
    );
    await expect(page.getByRole('dialog', { name: 'Adjust Commission Rate' })).toBeVisible();
    await expect(input).toHaveValue('4');
    await expect(d.getByRole('button', { name: 'Update Commission' })).toBeEnabled();
  },
};

/** Users: the brokers awaiting approval, then every account with its role and approval. */
export const Users: Story = {
  parameters: { route: '/super-admin/users' },
  play: async () => {
    const queue = within(await page.findByRole('list', { name: 'Brokers awaiting approval' }));
    await expect(queue.getByText('Nadia Okafor')).toBeVisible();
    const all = await rows('Users');
    await expect(all).toHaveLength(6);
    await expect(all[0]!).toHaveTextContent(
      /Nadia Okafor.*new\.broker@example\.com.*Broker.*pending/,
    );
    // Never signed in (awaiting approval); the seller with their company and last sign-in.
    await expect(all[0]!).toHaveTextContent('Never');
    const seller = all.find((r) => /Chinedu Eze/.test(r.textContent ?? ''))!;
    await expect(seller).toHaveTextContent('Niger Delta Petroleum Ltd');
    await expect(within(seller).getAllByRole('cell').at(-2)).not.toHaveTextContent('Never');
  },
};

/** Approve a pending broker with notes: the toast, and the queue and the list follow. */
export const ApproveBroker: Story = {
  parameters: { route: '/super-admin/users', chromatic: shots.desktopOnly },
  play: async () => {
    await rows('Users');
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Approve Nadia Okafor' }));
    const d = await dialog('Approve broker');
    await userEvent.type(d.getByRole('textbox', { name: 'Notes' }), 'Licence checked.');
    await userEvent.click(d.getByRole('button', { name: 'Approve' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Broker approved.*Nadia Okafor has been notified\./,
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await page.findByText('No brokers awaiting approval')).toBeVisible();
    await waitFor(async () => expect((await rows('Users'))[0]!).toHaveTextContent(/approved/));
    await expect(mockDb().users.find((u) => u.id === pendingBroker.id)).toMatchObject({
      approvalStatus: 'approved',
      approvalNotes: 'Licence checked.',
    });
    dropStaleAnnouncements();
  },
};

export const BrokerDecisionFails: Story = {
  parameters: {
    route: '/super-admin/users',
    chromatic: shots.off,
    ...mockOverrides(
      fail('patch', '/api/admin/users/{id}/approval', 409, 'Only brokers need verification'),
    ),
  },
  play: async () => {
    await userEvent.click(await page.findByRole('button', { name: 'Reject Nadia Okafor' }));
    const d = await dialog('Reject broker');
    await userEvent.click(d.getByRole('button', { name: 'Reject' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Review failed.*Only brokers need verification/,
    );
    await expect(page.getByRole('dialog', { name: 'Reject broker' })).toBeVisible();
  },
};

/** The role filter is in the address (Active Users' links). */
export const UsersByRole: Story = {
  parameters: { route: '/super-admin/users?role=seller', chromatic: shots.off },
  play: async () => {
    await waitFor(async () => expect(await rows('Users')).toHaveLength(1));
    await expect((await rows('Users'))[0]!).toHaveTextContent(/Seller/);
  },
};

export const UsersEmpty: Story = {
  parameters: {
    route: '/super-admin/users',
    chromatic: shots.desktopOnly,
    ...mockOverrides(empty('/api/admin/users')),
  },
  play: async () => {
    await expect(await page.findByText('No brokers awaiting approval')).toBeVisible();
    await expect(await page.findByText('No users match the filters')).toBeVisible();
  },
};

/** Companies/KYC: every company with its KYC state and completion, each opening its company page. */
export const Companies: Story = {
  parameters: { route: '/super-admin/companies' },
  play: async () => {
    const all = await rows('Companies');
    await expect(all).toHaveLength(6);
    const rhine = mockDb().companies.find((c) => c.name === 'Rhine Refining GmbH')!;
    await expect(page.getByRole('link', { name: 'Rhine Refining GmbH' })).toHaveAttribute(
      'href',
      `/companies/${rhine.id}`,
    );
  },
};

/** Pending Actions' KYC Reviews: the queue (pending or under review). */
export const CompaniesAwaitingReview: Story = {
  parameters: { route: '/super-admin/companies?status=open', chromatic: shots.off },
  play: async () => {
    await waitFor(async () => expect(await rows('Companies')).toHaveLength(2));
  },
};

/**
 * Documents: the KYC documents awaiting review across companies (Rhine Refining's pending and
 * under-review ones), reviewable in place, and the offers' proof of product.
 */
export const Documents: Story = {
  parameters: { route: '/super-admin/documents' },
  play: async () => {
    const queue = await page.findByRole('list', { name: 'KYC documents awaiting review' });
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(2));
    await expect(page.getByText('2 awaiting review')).toBeVisible();
    await expect(await page.findByRole('region', { name: 'Proof of product' })).toBeVisible();
  },
};

/** Send a document back: the re-upload request's reason is required, then the toast. */
export const RequestReuploadFromQueue: Story = {
  parameters: { route: '/super-admin/documents', chromatic: shots.off },
  play: async () => {
    const queue = await page.findByRole('list', { name: 'KYC documents awaiting review' });
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(2));
    await apiSettled();
    await userEvent.click(
      within(queue).getAllByRole('button', { name: /^Request re-upload / })[0]!,
    );
    const d = await page.findByRole('dialog', { name: 'Request Re-upload' });
    await waitFor(() => expect(d).toBeVisible());
    await userEvent.type(
      within(d).getByRole('textbox', { name: /Reason/ }),
      'The scan is unreadable',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Request Re-upload' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Re-upload requested');
    dropStaleAnnouncements();
  },
};

/** Review a KYC document in place: the KYC page's dialog, and the queue follows. */
export const ReviewKycDocument: Story = {
  parameters: { route: '/super-admin/documents', chromatic: shots.desktopOnly },
  play: async () => {
    const queue = await page.findByRole('list', { name: 'KYC documents awaiting review' });
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(2));
    await apiSettled();
    await userEvent.click(within(queue).getAllByRole('button', { name: /^Review / })[0]!);
    const d = await dialog('Review Document');
    await userEvent.click(d.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(d.getByRole('button', { name: 'Submit Review' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(/Review submitted/);
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(1));
    dropStaleAnnouncements();
  },
};

export const DocumentsEmpty: Story = {
  parameters: {
    route: '/super-admin/documents',
    chromatic: shots.desktopOnly,
    ...mockOverrides(empty('/api/kyc-documents'), empty('/api/offer-documents')),
  },
  play: async () => {
    await expect(await page.findByText('No KYC documents awaiting review')).toBeVisible();
  },
};

// The stories whose request never answers come last: the screenshot runner's page keeps it pending.
export const Loading: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(slow('get', '/api/super-admin/metrics')),
  },
};

export const DealsLoading: Story = {
  parameters: {
    route: '/super-admin/deals',
    chromatic: shots.desktopOnly,
    ...mockOverrides(slow('get', '/api/super-admin/deals')),
  },
  play: async () => {
    await expect(await page.findByText('Loading deals...')).toBeVisible();
  },
};

export const CommissionPending: Story = {
  parameters: {
    route: '/super-admin/deals',
    chromatic: shots.desktopOnly,
    ...mockOverrides(slow('put', '/api/super-admin/deals/{dealId}/commission')),
  },
  play: async () => {
    const d = await openCommission(2);
    await userEvent.type(d.getByRole('textbox', { name: 'Reason' }), 'Desk agreement');
    await userEvent.click(d.getByRole('button', { name: 'Update Commission' }));
    await expect(await d.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * The Analytics tab: the Analytics Dashboard of /analytics under the panel's heading, with the
 * platform's figures (admins see Platform Users and the platform overview); its charts load with it.
 */
export const Analytics: Story = {
  parameters: { chromatic: shots.desktopOnly, route: '/super-admin/analytics' },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Analytics Dashboard' }),
    ).toBeVisible();
    await expect(page.getByText('Every deal on the platform')).toBeVisible();
    const figures = page.getByRole('region', { name: 'Key figures' });
    await waitFor(() => expect(figures).toHaveAttribute('aria-busy', 'false'));
    await expect(figures).toHaveTextContent('Platform Users');
    await expect(await page.findByRole('heading', { name: 'Platform Overview' })).toBeVisible();
  },
};
