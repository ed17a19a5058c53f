import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, resetMockDb } from '../../mocks/db';
import {
  dropStaleAnnouncements,
  resetToasts,
  withAddress,
  withRoutePattern,
  withToasts,
  withUnauthorizedQueries,
} from '../../mocks/decorators';
import { empty, fail, mockHandlers, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { apiSettled } from '../../mocks/in-flight';
import { resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { selectOption } from '../../mocks/listing-screen';
import { asRole } from '../../mocks/role';
import { deactivatedSeller, pendingBroker } from '../../mocks/super-admin';
import { usersByRole } from '../../mocks/users';
import { SuperAdminPanel } from './SuperAdminPanel';
import { shots } from '@petrobridge/story-kit';

/**
 * Oversight in the panel (issue 16): deactivating and reactivating accounts (Users tab) and companies
 * (Companies/KYC tab) with a reason, and the audit log of every administrative action.
 */
const meta = {
  title: 'Features/Super Admin/Oversight',
  component: SuperAdminPanel,
  decorators: [withRoutePattern('/super-admin/:tab?'), withAddress, withNavigationSpy, withToasts],
  parameters: {
    layout: 'padded',
    chromatic: shots.desktopOnly,
    route: '/super-admin/users',
    msw: { handlers: mockHandlers },
  },
  ...asRole('super_admin'),
  beforeEach: () => {
    resetNavigationSpy();
    resetMockDb().users.push(pendingBroker, deactivatedSeller);
    return resetToasts();
  },
} satisfies Meta<typeof SuperAdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const table = async (name: string) => within(await page.findByRole('table', { name }));
const rows = async (name: string) => (await table(name)).getAllByRole('row').slice(1);
const rowOf = async (name: string, text: string) => {
  const found = (await rows(name)).find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row with ${text}`);
  return found;
};
/** The screenshot runner counts a request as loading until 50 ms after the client read it. */
const dialog = async (name: string) => {
  const d = await page.findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return within(d);
};

/**
 * Every account's status (the deactivated seller with the reason), Deactivate or Reactivate, the
 * viewer's own row locked with its reason, and the audit log under the table.
 */
export const AccountStatus: Story = {
  parameters: { chromatic: shots.screen },
  play: async () => {
    const femi = await rowOf('Users', 'Femi Adeyemi');
    await expect(femi).toHaveTextContent(/deactivated.*Repeated fraudulent listings/);
    await expect(
      within(femi).getByRole('button', { name: 'Reactivate Femi Adeyemi' }),
    ).toBeEnabled();
    const own = await rowOf('Users', 'Grace Mensah');
    await expect(
      within(own).getByRole('button', { name: 'Deactivate Grace Mensah' }),
    ).toBeDisabled();
    await expect(own).toHaveTextContent('Your own account');
    const log = await table('Audit log');
    await expect(await log.findByText('Broker approved')).toBeVisible();
    await expect(log.getByText('Commission rate changed')).toBeVisible();
  },
};

/** An admin may not deactivate a super admin, nor themselves: both buttons say why they are off. */
export const AdminViewer: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async () => {
    const grace = await rowOf('Users', 'Grace Mensah');
    await expect(
      within(grace).getByRole('button', { name: 'Deactivate Grace Mensah' }),
    ).toBeDisabled();
    await expect(grace).toHaveTextContent('Super admins only');
    const own = await rowOf('Users', usersByRole.admin.email);
    await expect(own).toHaveTextContent('Your own account');
    const seller = await rowOf('Users', usersByRole.seller.email);
    await expect(within(seller).getByRole('button', { name: /^Deactivate/ })).toBeEnabled();
  },
};

/** A reason is required (§-style message under the field); then the toast, the row and the log follow. */
export const DeactivateAccount: Story = {
  play: async () => {
    await rows('Users');
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Deactivate Chinedu Eze' }));
    const d = await dialog('Deactivate account');
    await expect(
      d.getByText(/Their sessions end at once and they cannot sign in until reactivated\./),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Deactivate' }));
    await expect(await d.findByText('Reason is required')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(d.getByRole('button', { name: 'Deactivate' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Account deactivated.*Chinedu Eze was deactivated\./,
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(await rowOf('Users', 'Chinedu Eze')).toHaveTextContent(
        /deactivated.*Chargeback fraud.*Reactivate/,
      ),
    );
    await expect(mockDb().users.find((u) => u.id === usersByRole.seller.id)).toMatchObject({
      deactivationReason: 'Chargeback fraud',
    });
    const log = await table('Audit log');
    await expect(await log.findByText('Account deactivated')).toBeVisible();
    await expect(log.getByText(/Chargeback fraud/)).toBeVisible();
    dropStaleAnnouncements();
  },
};

/** Reactivation takes an optional note; the row is active again. */
export const ReactivateAccount: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await rows('Users');
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Reactivate Femi Adeyemi' }));
    const d = await dialog('Reactivate account');
    await userEvent.click(d.getByRole('button', { name: 'Reactivate' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Account reactivated.*Femi Adeyemi was reactivated\./,
    );
    await waitFor(async () =>
      expect(await rowOf('Users', 'Femi Adeyemi')).toHaveTextContent(/active.*Deactivate/),
    );
    await expect(await (await table('Audit log')).findByText('Account reactivated')).toBeVisible();
    dropStaleAnnouncements();
  },
};

/** The server refuses: the failure toast with its message, the dialog stays open. */
export const DeactivationFails: Story = {
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      fail('post', '/api/admin/users/{id}/deactivate', 409, 'This account is already deactivated'),
    ),
  },
  play: async () => {
    await rows('Users');
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Deactivate Emily Carter' }));
    const d = await dialog('Deactivate account');
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await userEvent.click(d.getByRole('button', { name: 'Deactivate' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Deactivate failed.*This account is already deactivated/,
    );
    await expect(page.getByRole('dialog', { name: 'Deactivate account' })).toBeVisible();
  },
};

/** The audit log's target filter (in the address): only the companies' entries. */
export const AuditLogFilter: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await waitFor(async () => expect(await rows('Audit log')).toHaveLength(3));
    await selectOption(document.body, /Target/, 'Companies');
    await waitFor(async () => expect(await rows('Audit log')).toHaveLength(1));
    await expect((await rows('Audit log'))[0]!).toHaveTextContent(
      /Company KYC decision.*Atlantic Gulf Energy.*under review → approved/,
    );
  },
};

/** The audit log's actor filter: only what the admin (Daniel Keller) did. */
export const AuditLogByActor: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await waitFor(async () => expect(await rows('Audit log')).toHaveLength(3));
    await selectOption(document.body, /\bBy\b/, 'Daniel Keller');
    await waitFor(async () => expect(await rows('Audit log')).toHaveLength(2));
    for (const row of await rows('Audit log'))
      await expect(row).toHaveTextContent(usersByRole.admin.email);
  },
};

export const AuditLogEmpty: Story = {
  parameters: { ...mockOverrides(empty('/api/admin/audit-log')) },
  play: async () => {
    await expect(await page.findByText('No administrative actions recorded yet')).toBeVisible();
  },
};

export const AuditLogError: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(fail('get', '/api/admin/audit-log')) },
  play: async () => {
    await expect(
      await page.findByText('The audit log could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** §8: the logged-out toast when the session ended (e.g. the admin was deactivated meanwhile). */
export const AuditLogSignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: { chromatic: shots.off, ...mockOverrides(signedOut('get', '/api/admin/audit-log')) },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** Deactivate a company with a reason: its users can no longer trade; the row says why. */
export const DeactivateCompany: Story = {
  parameters: { route: '/super-admin/companies' },
  play: async () => {
    await rows('Companies');
    await apiSettled();
    await userEvent.click(
      await page.findByRole('button', { name: 'Deactivate Niger Delta Petroleum Ltd' }),
    );
    const d = await dialog('Deactivate company');
    await expect(d.getByText(/offers and RFQs leave the marketplace/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Deactivate' }));
    await expect(await d.findByText('Reason is required')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Sanctions screening');
    await userEvent.click(d.getByRole('button', { name: 'Deactivate' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      /Company deactivated.*Niger Delta Petroleum Ltd was deactivated\./,
    );
    await waitFor(async () =>
      expect(await rowOf('Companies', 'Niger Delta Petroleum Ltd')).toHaveTextContent(
        /deactivated.*Sanctions screening.*Reactivate/,
      ),
    );
    dropStaleAnnouncements();
  },
};

/** Reactivate it: active again; the decision history lists both actions and the KYC decision. */
export const ReactivateCompanyAndHistory: Story = {
  parameters: { route: '/super-admin/companies', chromatic: shots.off },
  beforeEach: () => {
    const company = mockDb().companies.find((c) => c.name === 'Atlantic Gulf Energy')!;
    Object.assign(company, {
      isActive: false,
      deactivationReason: 'Expired licence',
      deactivatedAt: '2026-11-25T10:00:00.000Z',
    });
  },
  play: async () => {
    await rows('Companies');
    await apiSettled();
    await expect(await rowOf('Companies', 'Atlantic Gulf Energy')).toHaveTextContent(
      /deactivated.*Expired licence/,
    );
    await userEvent.click(page.getByRole('button', { name: 'Reactivate Atlantic Gulf Energy' }));
    const d = await dialog('Reactivate company');
    await userEvent.type(d.getByRole('textbox', { name: /Note/ }), 'Licence renewed');
    await userEvent.click(d.getByRole('button', { name: 'Reactivate' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(/Company reactivated/);
    await waitFor(async () =>
      expect(await rowOf('Companies', 'Atlantic Gulf Energy')).toHaveTextContent(
        /active.*Deactivate/,
      ),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(page.getByRole('button', { name: 'History of Atlantic Gulf Energy' }));
    const history = await dialog('Decision history');
    await waitFor(() =>
      expect(
        history.getByRole('table', { name: 'Decision history of Atlantic Gulf Energy' }),
      ).toBeVisible(),
    );
    const entries = within(
      history.getByRole('table', { name: 'Decision history of Atlantic Gulf Energy' }),
    )
      .getAllByRole('row')
      .slice(1);
    await expect(entries).toHaveLength(2);
    await expect(entries[0]!).toHaveTextContent(/Company reactivated.*Licence renewed/);
    await expect(entries[1]!).toHaveTextContent(/Company KYC decision.*All documents in order/);
    dropStaleAnnouncements();
  },
};

/** A company without decisions: the history says so. */
export const CompanyHistoryEmpty: Story = {
  parameters: { route: '/super-admin/companies' },
  play: async () => {
    await rows('Companies');
    await apiSettled();
    await userEvent.click(
      await page.findByRole('button', { name: 'History of Sahara Crude Trading' }),
    );
    const history = await dialog('Decision history');
    await expect(
      await history.findByText('No decisions recorded for this company yet'),
    ).toBeVisible();
  },
};

// The stories whose request never answers come last: the screenshot runner's page keeps it pending.
export const AuditLogLoading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/admin/audit-log')) },
  play: async () => {
    await rows('Users');
    await expect(page.queryByRole('table', { name: 'Audit log' })).toBeNull();
  },
};
