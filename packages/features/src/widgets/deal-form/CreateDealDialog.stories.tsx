import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@petrobridge/api-client';
import { companyIds, mockDb } from '../../mocks/db';
import { dropStaleAnnouncements } from '../../mocks/decorators';
import {
  answer,
  fail,
  failBare,
  mockHandlers,
  mockOverrides,
  signedOut,
  slow,
} from '../../mocks/handlers';
import { navigationSpy } from '../../mocks/navigation';
import { usersByRole } from '../../mocks/users';
import { apiSettled } from '../../mocks/in-flight';
import { CreateDealDialog } from './CreateDealDialog';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

/**
 * Records the body of POST /api/deals and answers nothing, so the mock database's handler behind it
 * still answers as the server does (KYC checks, 201, the new deal in later reads).
 */
let lastBody: Schema<'CreateDealRequest'> | undefined;
const { overrides, ...resources } = mockHandlers;
const recordCreate = http.post('*/api/deals', async ({ request }) => {
  lastBody = (await request.clone().json()) as Schema<'CreateDealRequest'>;
});

const meta = {
  title: 'Features/Deal form/Create deal dialog',
  component: CreateDealDialog,
  ...screenMeta({
    shots: shots.screen,
    layout: 'fullscreen',
    // Every resource answers from the mock database as the broker; a story overrides its case.
    // The recorder goes before the resources so that it sees the request first.
    handlers: { overrides, record: [recordCreate], ...resources },
    role: 'broker',
    beforeEach: () => {
      lastBody = undefined;
    },
  }),
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof CreateDealDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
/** The dialog, once its entry transition has ended. */
async function dialog() {
  const d = await page.findByRole('dialog', { name: 'Create New Deal' });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

/** Types the start of a company's name into its picker and chooses it. */
async function pick(d: HTMLElement, label: RegExp, option: string) {
  await userEvent.type(within(d).getByRole('combobox', { name: label }), option.split(' ')[0]!);
  await userEvent.click(await page.findByRole('option', { name: new RegExp(option) }));
}

async function selectOption(d: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(d).getByRole('button', { name: label }));
  await userEvent.click(await page.findByRole('option', { name: option }));
}

/** Fills a valid deal: Niger Delta (seller) → a buyer (Nordic Fuels), 50,000 bbl of Brent. */
async function fillValid(d: HTMLElement, buyer = 'Nordic Fuels AB') {
  await waitFor(() =>
    expect(within(d).getByRole('combobox', { name: /^Seller company/ })).toBeEnabled(),
  );
  await pick(d, /^Seller company/, 'Niger Delta Petroleum Ltd');
  await pick(d, /^Buyer company/, buyer);
  await selectOption(d, /Product/, 'Brent Crude Oil');
  await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '50000');
  await selectOption(d, /Volume unit/, 'Barrels (bbl)');
  await userEvent.type(within(d).getByRole('textbox', { name: /^Price per unit/ }), '82.45');
  await userEvent.type(within(d).getByRole('textbox', { name: /^Delivery location/ }), 'Rotterdam');
}

export const Empty: Story = {
  parameters: { chromatic: shots.dark },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('combobox', { name: /^Currency/ })).toHaveValue(
      'USD · US Dollar',
    );
    await expect(within(d).getByRole('textbox', { name: /^Commission rate/ })).toHaveValue('2.5');
  },
};

/**
 * Submits from the keyboard (Enter on Create Deal). The form then moves focus to the first invalid
 * field; a keyboard submit makes its focus ring certain, where a click leaves it to react-aria's guess
 * of the modality, which differed between runs and broke the screenshot.
 */
async function submitByKeyboard(d: HTMLElement) {
  // The pickers are disabled while the companies load; focus can only land on them once enabled.
  await waitFor(() =>
    expect(within(d).getByRole('combobox', { name: /^Seller company/ })).toBeEnabled(),
  );
  within(d).getByRole('button', { name: 'Create Deal' }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Submitting the empty form shows the §5 messages and takes focus to the first invalid field. */
export const Validation: Story = {
  play: async () => {
    await apiSettled();
    const d = await dialog();
    await submitByKeyboard(d);
    for (const message of [
      'Seller company is required',
      'Buyer company is required',
      'Product type is required',
      'Volume must be greater than 0',
      'Volume unit is required',
    ])
      await expect(await within(d).findByText(message)).toBeVisible();
    await waitFor(() =>
      expect(within(d).getByRole('combobox', { name: /^Seller company/ })).toHaveFocus(),
    );
    // Focus does not open the company list over the field's message.
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(lastBody).toBeUndefined();
  },
};

/**
 * The pickers offer only KYC-approved companies of their side (ArrowDown lists them); the same company
 * twice and a past delivery date are field messages.
 */
export const OnlyApprovedParties: Story = {
  play: async () => {
    await apiSettled();
    const d = await dialog();
    const seller = within(d).getByRole('combobox', { name: /^Seller company/ });
    await waitFor(() => expect(seller).toBeEnabled());
    await userEvent.click(seller);
    await userEvent.keyboard('{ArrowDown}');
    const options = (await page.findAllByRole('option')).map((o) => o.textContent);
    await expect(options.some((o) => o?.includes('Niger Delta Petroleum Ltd'))).toBe(true);
    // Sahara Crude Trading is pending KYC; Nordic Fuels is a buyer's company.
    await expect(options.some((o) => o?.includes('Sahara'))).toBe(false);
    await expect(options.some((o) => o?.includes('Nordic'))).toBe(false);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(d).getByRole('combobox', { name: /^Buyer company/ }));
    await userEvent.keyboard('{ArrowDown}');
    const buyers = (await page.findAllByRole('option')).map((o) => o.textContent);
    await expect(buyers.some((o) => o?.includes('Nordic Fuels AB'))).toBe(true);
    await expect(buyers.some((o) => o?.includes('Rhine'))).toBe(false);
    await userEvent.keyboard('{Escape}');
  },
};

export const NegativePrice: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /^Price per unit/ }), '-5');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Volume\b/ }), '0');
    await submitByKeyboard(d);
    await expect(await within(d).findByText('Price must be non-negative')).toBeVisible();
    await expect(within(d).getByText('Volume must be greater than 0')).toBeVisible();
  },
};

/**
 * The seller and the buyer are the chosen companies' owners; §8 success toast; the dialog closes and
 * the deal is in the database the lists read.
 */
export const CreatesTheDeal: Story = {
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ args }) => {
    await apiSettled();
    const d = await dialog();
    const before = mockDb().deals.length;
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(lastBody).toBeDefined());
    await expect(lastBody).toMatchObject({
      productType: 'crude_oil_brent',
      volume: 50000,
      volumeUnit: 'bbl',
      pricePerUnit: '82.45',
      currency: 'USD',
      sellerCompanyId: companyIds.nigerDelta,
      buyerCompanyId: companyIds.nordic,
      sellerId: usersByRole.seller.id,
      buyerId: usersByRole.buyer.id,
      deliveryLocation: 'Rotterdam',
      commissionRate: '2.50',
    });
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Deal created successfully',
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(mockDb().deals).toHaveLength(before + 1);
    await expect(mockDb().deals[0]).toMatchObject({
      sellerCompanyId: companyIds.nigerDelta,
      buyerCompanyId: companyIds.nordic,
      brokerId: usersByRole.broker.id,
    });
    dropStaleAnnouncements();
  },
};

/**
 * The server's message (§8: the dashboard create uses it when present): a company whose KYC was
 * withdrawn after the dialog opened is refused; the dialog stays open.
 */
export const ServerRefuses: Story = {
  parameters: {
    ...mockOverrides(fail('post', '/api/deals', 403, 'Buyer company KYC is not approved')),
    chromatic: shots.desktopOnly,
  },
  play: async ({ args }) => {
    await apiSettled();
    const d = await dialog();
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create Deal' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('Buyer company KYC is not approved');
    await expect(toast).toHaveAttribute('data-tone', 'danger');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const FailsWithoutMessage: Story = {
  parameters: { ...mockOverrides(failBare('post', '/api/deals')), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const d = await dialog();
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create Deal' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Failed to create deal');
  },
};

/** §8 for writes: the logged-out toast and /api/login after 500 ms. */
export const SessionExpired: Story = {
  parameters: { ...mockOverrides(signedOut('post', '/api/deals')), chromatic: shots.desktopOnly },
  play: async () => {
    await apiSettled();
    const d = await dialog();
    await fillValid(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Create Deal' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

export const CompaniesLoading: Story = {
  parameters: { ...mockOverrides(slow('get', '/api/deals/parties')), chromatic: shots.desktopOnly },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('combobox', { name: /^Seller company/ })).toBeDisabled();
  },
};

export const CompaniesError: Story = {
  parameters: { ...mockOverrides(fail('get', '/api/deals/parties')), chromatic: shots.desktopOnly },
  play: async () => {
    const d = await dialog();
    await waitFor(() =>
      expect(within(d).getByRole('combobox', { name: /^Seller company/ })).toHaveAttribute(
        'placeholder',
        'Companies could not be loaded',
      ),
    );
  },
};

export const NoCompanies: Story = {
  parameters: {
    ...mockOverrides(answer('get', '/api/deals/parties', { sellers: [], buyers: [] })),
    chromatic: shots.desktopOnly,
  },
  play: async () => {
    await apiSettled();
    const d = await dialog();
    const seller = within(d).getByRole('combobox', { name: /^Seller company/ });
    await waitFor(() => expect(seller).toBeEnabled());
    await userEvent.type(seller, 'N');
    // The empty state is the listbox's only option (a `display: contents` wrapper): check its text.
    await waitFor(() => expect(page.getByText('No companies')).toBeVisible());
  },
};

export const Mobile: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
