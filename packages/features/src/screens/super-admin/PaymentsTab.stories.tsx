import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, resetMockDb } from '../../mocks/db';
import { makeTransaction } from '../../mocks/payments-data';
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
import { selectOption, typeDate } from '../../mocks/listing-screen';
import { asRole } from '../../mocks/role';
import { SuperAdminPanel } from './SuperAdminPanel';
import { shots } from '@petrobridge/story-kit';

/**
 * The panel's Payment Links tab (§2 payments, §3–§5): payment links with their Simulator invoices and
 * payment state, the Simulator's panel (no real payment provider is connected), transactions with their
 * confirmations, plans and subscriptions, and the admin actions the state machines allow.
 */
const meta = {
  title: 'Features/Super Admin/Payment Links',
  component: SuperAdminPanel,
  decorators: [withRoutePattern('/super-admin/:tab?'), withAddress, withNavigationSpy, withToasts],
  parameters: {
    layout: 'padded',
    chromatic: shots.screen,
    route: '/super-admin/payments',
    msw: { handlers: mockHandlers },
  },
  ...asRole('super_admin'),
  beforeEach: () => {
    resetNavigationSpy();
    resetMockDb();
    return resetToasts();
  },
} satisfies Meta<typeof SuperAdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const rows = async (name: string) =>
  within(await page.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);
const rowOf = async (table: string, text: RegExp) => {
  let found: HTMLElement | undefined;
  await waitFor(async () => {
    found = (await rows(table)).find((r) => text.test(r.textContent ?? ''));
    await expect(found).toBeTruthy();
  });
  return found!;
};

/** Answers the confirmation an irreversible move asks for (Refund, Mark failed, Mark expired). */
const confirmMove = async (title: string, action: string) => {
  const dialog = await page.findByRole('alertdialog', { name: title });
  await expect(dialog).toHaveTextContent('This cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: action }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};
const dialog = async (name: string) => {
  const el = await page.findByRole('dialog', { name });
  await waitFor(() => expect(el).toBeVisible());
  return Object.assign(within(el), { el });
};

/** Links in every state, the Simulator clearly labelled, transactions, plans and subscriptions. */
export const Populated: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    await expect(await page.findByRole('tab', { name: 'Payment Links' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      (await page.findAllByText('Simulator — no real payment provider is connected')).length,
    ).toBeGreaterThan(0);
    await expect(await rowOf('Payment links', /Trader plan - monthly/)).toHaveTextContent(
      /\$199\.00.*paid.*1 paid/,
    );
    await expect(await rowOf('Payment links', /Desk plan - annual/)).toHaveTextContent(
      /pending.*1 pending/,
    );
    await expect(await rowOf('Transactions', /Desk plan - annual/)).toHaveTextContent(
      /0\.03061538 BTC.*pending.*1 \/ 3/,
    );
    await expect(await rowOf('Subscription plans', /Desk/)).toHaveTextContent(/Yearly/);
    await expect(await rowOf('Customer subscriptions', /Atlantic Fuels/)).toHaveTextContent(
      /Trader.*active/,
    );
  },
};

/**
 * Payments that do not match their invoice (issue 28): less than invoiced stays pending with an
 * Underpaid badge, another currency with Wrong currency; more than invoiced is paid and marked Overpaid.
 */
export const SettlementMismatches: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    mockDb().paymentTransactions.unshift(
      makeTransaction({
        id: 'c3000000-0000-4000-8000-00000000a001',
        providerTransactionId: 'sim_tx_under_0001',
        paymentLinkTitle: 'Underpaid invoice',
        amount: '0.01',
        status: 'pending',
        settlement: 'underpaid',
        paidAt: null,
        allowedStatuses: ['expired', 'failed'],
      }),
      makeTransaction({
        id: 'c3000000-0000-4000-8000-00000000a002',
        providerTransactionId: 'sim_tx_currency_0001',
        paymentLinkTitle: 'Invoice paid in euros',
        currency: 'EUR',
        status: 'pending',
        settlement: 'wrong_currency',
        paidAt: null,
        allowedStatuses: ['expired', 'failed'],
      }),
      makeTransaction({
        id: 'c3000000-0000-4000-8000-00000000a003',
        providerTransactionId: 'sim_tx_over_0001',
        paymentLinkTitle: 'Overpaid invoice',
        amount: '250.00',
        settlement: 'overpaid',
      }),
    );
  },
  play: async () => {
    await expect(await rowOf('Transactions', /Underpaid invoice/)).toHaveTextContent(
      /\$0\.01.*pending.*Underpaid/,
    );
    await expect(await rowOf('Transactions', /Invoice paid in euros/)).toHaveTextContent(
      /pending.*Wrong currency/,
    );
    await expect(await rowOf('Transactions', /Overpaid invoice/)).toHaveTextContent(
      /\$250\.00.*paid.*Overpaid/,
    );
    // An exact payment shows its status alone.
    await expect(await rowOf('Transactions', /Trader plan - monthly/)).not.toHaveTextContent(
      /Underpaid|Overpaid|Wrong currency/,
    );
  },
};

/**
 * Create Payment Link with every §5 message: title required and at most 255 characters, 'Invalid
 * amount format', an amount above 0, an expiry in the future; the currency picked from those the
 * Simulator invoices (USD by default, no yen); then a valid link in euros is created and its Simulator
 * invoice listed.
 */
export const CreateLink: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Create Payment Link' }));
    const d = await dialog('Create Payment Link');
    const submit = () => userEvent.click(d.getByRole('button', { name: 'Create Link' }));
    await submit();
    await expect(await d.findByText('Title is required')).toBeVisible();
    await expect(d.getByText('Invalid amount format')).toBeVisible();

    const title = d.getByRole('textbox', { name: /Title/ });
    const amount = d.getByRole('textbox', { name: /Amount/ });
    // The currency is picked from those the Simulator invoices (the server refuses any other).
    const currency = d.getByRole('combobox', { name: /Currency/ });
    await expect(currency).toHaveValue('USD · US Dollar');
    await expect(
      await d.findByText(
        'The Simulator takes USD, EUR, GBP, AED and CHF only; type a code or a name.',
      ),
    ).toBeVisible();
    await userEvent.clear(currency);
    await userEvent.type(currency, 'Yen');
    await expect(await page.findByText('No such currency')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(256));
    await userEvent.type(amount, '12.345');
    await typeDate(d.el, '01012020');
    await submit();
    await expect(await d.findByText('Title must be at most 255 characters')).toBeVisible();
    await expect(d.getByText('Invalid amount format')).toBeVisible();
    await expect(d.getByText('Expiry must be in the future')).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await submit();
    await expect(await d.findByText('Amount must be greater than 0')).toBeVisible();

    await userEvent.clear(title);
    await userEvent.type(title, 'Inspection deposit');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1250.5');
    await userEvent.clear(currency);
    await userEvent.type(currency, 'Euro');
    await userEvent.click(await page.findByRole('option', { name: /^EUR · Euro/ }));
    await typeDate(d.el, '12312031');
    await submit();
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Payment link created');
    await expect(toast).toHaveTextContent(/invoice sim_inv_.* issued by the Simulator/);
    await expect(await rowOf('Payment links', /Inspection deposit/)).toHaveTextContent(
      /1,250\.50 EUR.*active.*None/,
    );
    await expect(mockDb().paymentLinks[0]).toMatchObject({
      title: 'Inspection deposit',
      amount: '1250.50',
      currency: 'EUR',
      expiresAt: '2031-12-31T23:59:59.000Z',
    });
    // The pending button's announcement names the dialog that has closed.
    dropStaleAnnouncements();
  },
};

/** The server's 400 lands under its field ('Invalid plan' when the plan was deactivated meanwhile). */
export const CreateLinkServerRefuses: Story = {
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      fail('post', '/api/payments/links', 500, 'Internal server error (request abc)'),
    ),
  },
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Create Payment Link' }));
    const d = await dialog('Create Payment Link');
    await userEvent.type(d.getByRole('textbox', { name: /Title/ }), 'Fee');
    await userEvent.type(d.getByRole('textbox', { name: /Amount/ }), '10');
    await userEvent.click(d.getByRole('button', { name: 'Create Link' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Internal server error (request abc)');
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue('Fee');
  },
};

/** Create Plan: 'Name is required', 'Invalid price format'; then a yearly plan with its features. */
export const CreatePlan: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    await userEvent.click(await page.findByRole('button', { name: 'Create Plan' }));
    const d = await dialog('Create Subscription Plan');
    await userEvent.type(d.getByRole('textbox', { name: /Price/ }), '9.999');
    await userEvent.click(d.getByRole('button', { name: 'Create Plan' }));
    await expect(await d.findByText('Name is required')).toBeVisible();
    await expect(d.getByText('Invalid price format')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Name/ }), 'Enterprise');
    await userEvent.clear(d.getByRole('textbox', { name: /Price/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Price/ }), '4900');
    await selectOption(d.el, /Billing interval/, 'Yearly');
    await userEvent.type(d.getByRole('textbox', { name: /Features/ }), 'SLA{enter}Dedicated desk');
    await userEvent.click(d.getByRole('button', { name: 'Create Plan' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Plan created');
    await expect(await rowOf('Subscription plans', /Enterprise/)).toHaveTextContent(
      /\$4,900\.00.*Yearly.*SLA, Dedicated desk.*active/,
    );
    // The pending button's announcement names the dialog that has closed.
    dropStaleAnnouncements();
  },
};

/**
 * The Simulator pays the open link in BTC: the transaction is paid with its confirmations, the link
 * shows paid.
 */
export const SimulatedPayment: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const panel = within(await page.findByRole('region', { name: 'Payment simulator' }));
    // The form shows once the links are in (the tab's code may still be loading when the API is quiet).
    await userEvent.click(await panel.findByRole('button', { name: 'Simulate payment' }));
    await expect(await panel.findByText('Choose a payment link')).toBeVisible();
    await expect(panel.getByText('Enter a valid e-mail address')).toBeVisible();
    await selectOption(
      panel.getByRole('form', { name: 'Simulate a payment' }),
      /Payment link/,
      'Broker onboarding fee (250.00 USD)',
    );
    await userEvent.type(
      panel.getByRole('textbox', { name: /Customer e-mail/ }),
      'pay@example.com',
    );
    await selectOption(panel.getByRole('form', { name: 'Simulate a payment' }), /Pays in/, 'BTC');
    // The rest of the page is hidden from the accessibility tree until the list has closed.
    await userEvent.click(await panel.findByRole('button', { name: 'Simulate payment' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Simulated payment: paid');
    await expect(toast).toHaveTextContent("The Simulator's signed payment.paid event reached");
    await expect(await rowOf('Payment links', /Broker onboarding fee/)).toHaveTextContent(
      /paid.*1 paid/,
    );
    await expect(await rowOf('Transactions', /Broker onboarding fee/)).toHaveTextContent(
      /0\.00384615 BTC.*paid.*3 \/ 3/,
    );
    await expect(panel.getByRole('status')).toHaveTextContent('at the simulated rate');
  },
};

/** A payment awaiting confirmations, confirmed by the Simulator's later event. */
export const ConfirmPending: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Transactions', /Desk plan - annual/);
    await userEvent.click(within(row).getByRole('button', { name: /Confirm the payment/ }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Simulated confirmation: paid',
    );
    await expect(await rowOf('Transactions', /Desk plan - annual/)).toHaveTextContent(
      /paid.*3 \/ 3/,
    );
    await expect(await rowOf('Customer subscriptions', /Rotterdam/)).toHaveTextContent(
      /Desk.*active/,
    );
    dropStaleAnnouncements();
  },
};

/** A refund the server refuses (a concurrent change won): the toast gives its reason. */
export const RefundRefused: Story = {
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      fail(
        'patch',
        '/api/payments/transactions/{id}/status',
        409,
        'The transaction is refunded: it cannot become refunded',
      ),
    ),
  },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Transactions', /Trader plan - monthly/);
    await userEvent.click(within(row).getByRole('button', { name: /Refund/ }));
    await confirmMove('Refund this payment?', 'Refund');
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('The transaction is refunded: it cannot become refunded');
  },
};

/** A refund: the transaction is refunded and the subscription it started cancelled. */
export const Refund: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Transactions', /Trader plan - monthly/);
    await userEvent.click(within(row).getByRole('button', { name: /Refund/ }));
    await confirmMove('Refund this payment?', 'Refund');
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Transaction refunded');
    await expect(await rowOf('Customer subscriptions', /Atlantic Fuels/)).toHaveTextContent(
      /cancelled/,
    );
    dropStaleAnnouncements();
  },
};

/** Refund asks first; Cancel leaves the payment as it was and sends nothing. */
export const RefundCancelled: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Transactions', /Trader plan - monthly/);
    const before = mockDb().paymentTransactions.map((t) => t.status);
    await userEvent.click(within(row).getByRole('button', { name: /Refund/ }));
    const dialog = await page.findByRole('alertdialog', { name: 'Refund this payment?' });
    await expect(dialog).toHaveTextContent(
      /Trader plan - monthly \(.+\) is marked refunded, and a subscription it started is cancelled\. This cannot be undone\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(mockDb().paymentTransactions.map((t) => t.status)).toEqual(before);
    await expect(row).toHaveTextContent(/paid/);
  },
};

/** Deactivating a link: it shows inactive (the Simulator no longer pays it). */
export const DeactivateLink: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Payment links', /Broker onboarding fee/);
    await userEvent.click(within(row).getByRole('button', { name: /Deactivate/ }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Payment link deactivated',
    );
    await expect(await rowOf('Payment links', /Broker onboarding fee/)).toHaveTextContent(
      /inactive/,
    );
    await expect(
      mockDb().paymentLinks.find((l) => l.title === 'Broker onboarding fee'),
    ).toMatchObject({ isActive: false });
    dropStaleAnnouncements();
  },
};

/** Subscriptions: suspend, then the actions a suspended one allows. */
export const SuspendSubscription: Story = {
  parameters: { chromatic: shots.off },
  play: async () => {
    await apiSettled();
    const row = await rowOf('Customer subscriptions', /Atlantic Fuels/);
    await userEvent.click(within(row).getByRole('button', { name: /Suspend/ }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Subscription suspended');
    const after = await rowOf('Customer subscriptions', /Atlantic Fuels/);
    await waitFor(() =>
      expect(within(after).getByRole('button', { name: /Resume/ })).toBeVisible(),
    );
    await expect(within(after).queryByRole('button', { name: /Suspend/ })).toBeNull();
    dropStaleAnnouncements();
  },
};

export const Empty: Story = {
  parameters: {
    ...mockOverrides(
      empty('/api/payments/links'),
      empty('/api/payments/transactions'),
      empty('/api/payments/plans'),
      empty('/api/payments/subscriptions'),
    ),
  },
  play: async () => {
    await expect(await page.findByText('No payment links yet')).toBeVisible();
    await expect(await page.findByText('No transactions')).toBeVisible();
    await expect(await page.findByText('No plans yet')).toBeVisible();
    await expect(await page.findByText('No subscriptions yet')).toBeVisible();
    await expect(
      await page.findByText('No link is open for payment. Create one first.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/payments/links'), fail('get', '/api/payments/transactions')),
  },
  play: async () => {
    await expect(
      await page.findByText('The payment links could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
    await expect(
      await page.findByText('The transactions could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(
      slow('get', '/api/payments/links'),
      slow('get', '/api/payments/transactions'),
      slow('get', '/api/payments/plans'),
      slow('get', '/api/payments/subscriptions'),
      slow('get', '/api/payments/provider'),
    ),
  },
};

/** §8: the logged-out toast, then sign-in. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(signedOut('get', '/api/payments/links')),
  },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
  },
};

/** An admin (not only the super admin) manages payments the same way. */
export const AsAdmin: Story = {
  ...asRole('admin'),
  parameters: { chromatic: shots.off },
  play: async () => {
    await expect(await rows('Payment links')).toHaveLength(4);
    await expect(page.getByRole('button', { name: 'Create Payment Link' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment simulator' })).toBeVisible();
  },
};
