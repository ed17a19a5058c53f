import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@petrobridge/api-client';
import { companyIds, mockDb } from '../../../mocks/db';
import { dropStaleAnnouncements, resetToasts, withToasts } from '../../../mocks/decorators';
import { empty, fail, mockHandlers, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { asRole } from '../../../mocks/role';
import { resetNavigationSpy, withNavigationSpy } from '../../../mocks/navigation';
import { MatchDealDialog } from './MatchDealDialog';
import { shots } from '@petrobridge/story-kit';

/** Records POST /api/deals and answers nothing, so the mock database's handler still answers. */
let lastBody: Schema<'CreateDealRequest'> | undefined;
const { overrides, ...resources } = mockHandlers;
const recordCreate = http.post('*/api/deals', async ({ request }) => {
  lastBody = (await request.clone().json()) as Schema<'CreateDealRequest'>;
});

const meta = {
  title: 'Features/Marketplace/Match deal dialog',
  component: MatchDealDialog,
  decorators: [withNavigationSpy, withToasts],
  parameters: {
    chromatic: shots.screen,
    msw: { handlers: { overrides, record: [recordCreate], ...resources } },
  },
  ...asRole('broker'),
  // The listing is read from the mock database when the story renders (its ids change per seed).
  args: { isOpen: true, onOpenChange: fn() } as never,
  render: (args) => {
    const diesel = mockDb().rfqs.find((r) => r.productType === 'diesel')!;
    return <MatchDealDialog isOpen={args.isOpen} onOpenChange={args.onOpenChange} rfq={diesel} />;
  },
  beforeEach: () => {
    lastBody = undefined;
    resetNavigationSpy();
    return resetToasts();
  },
} satisfies Meta<typeof MatchDealDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
async function dialog(name: string) {
  const d = await page.findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

/** Match Participants on the diesel RFQ: the diesel offer ranked with its score and reasons. */
export const OffersForAnRfq: Story = {
  play: async () => {
    const d = await dialog('Match Participants');
    const list = await within(d).findByRole('list', { name: 'Matching offers' });
    const first = list.querySelector<HTMLElement>(':scope > li')!;
    await expect(within(first).getByRole('heading', { name: 'Diesel offer' })).toBeVisible();
    await expect(within(first).getByLabelText('Match score 95 %')).toBeVisible();
    const reasons = within(first).getByRole('list', { name: 'Reasons of the score' });
    await expect(reasons).toHaveTextContent('Same product');
    await expect(reasons).toHaveTextContent('Offers 15,000 MT for 12,000 MT requested');
    await expect(reasons).toHaveTextContent("Seller's company is KYC-approved");
    await expect(first).toHaveTextContent('Niger Delta Petroleum Ltd');
  },
};

/** Choosing a candidate opens Create New Deal prefilled from both; the deal links offer and RFQ. */
export const CreatesTheMatchedDeal: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ args }) => {
    const d = await dialog('Match Participants');
    await userEvent.click(
      await within(d).findByRole('button', { name: 'Create deal with Niger Delta Petroleum Ltd' }),
    );
    const form = await dialog('Create New Deal');
    // The candidates give way to the form.
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: 'Match Participants' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Seller company/ })).toHaveValue(
        'Niger Delta Petroleum Ltd',
      ),
    );
    await expect(within(form).getByRole('combobox', { name: /^Buyer company/ })).toHaveValue(
      'Nordic Fuels AB',
    );
    await expect(within(form).getByRole('textbox', { name: /^Volume\b/ })).toHaveValue('12,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(lastBody).toBeDefined());
    const db = mockDb();
    // The deal links the pair the button named: a diesel offer of Niger Delta, a diesel RFQ of Nordic Fuels.
    expect(db.offers.find((o) => o.id === lastBody?.offerId)).toMatchObject({
      productType: 'diesel',
      companyId: companyIds.nigerDelta,
    });
    expect(db.rfqs.find((r) => r.id === lastBody?.rfqId)).toMatchObject({
      productType: 'diesel',
      companyId: companyIds.nordic,
    });
    expect(lastBody).toMatchObject({
      volume: 12000,
      pricePerUnit: '705.00',
    });
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Deal created successfully',
    );
    // The form has closed (its exit transition is over) before the story ends.
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: 'Create New Deal' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // The pending Create Deal button's announcement outlives the closed form.
    dropStaleAnnouncements();
  },
};

/** Facilitate Deal on the diesel offer: the diesel RFQ ranked, with the buyer's company. */
export const RfqsForAnOffer: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => {
    const diesel = mockDb().offers.find((o) => o.productType === 'diesel')!;
    return <MatchDealDialog isOpen={args.isOpen} onOpenChange={args.onOpenChange} offer={diesel} />;
  },
  play: async () => {
    const d = await dialog('Facilitate Deal');
    const list = await within(d).findByRole('list', { name: 'Matching RFQs' });
    await expect(list).toHaveTextContent('Nordic Fuels AB');
    await expect(within(list).getByLabelText('Match score 95 %')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/rfqs/{id}/candidates')),
  play: async () => {
    const d = await dialog('Match Participants');
    await expect(within(d).getByLabelText('Loading candidates')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mockOverrides(empty('/api/rfqs/{id}/candidates')),
  play: async () => {
    const d = await dialog('Match Participants');
    await expect(await within(d).findByText('No matching offers')).toBeVisible();
    // A deal can still start from the RFQ alone.
    await expect(within(d).getByRole('button', { name: 'Create without a match' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  parameters: mockOverrides(
    fail('get', '/api/rfqs/{id}/candidates', 500, 'Could not rank the offers'),
  ),
  play: async () => {
    const d = await dialog('Match Participants');
    await expect(await within(d).findByText('Candidates could not be loaded')).toBeVisible();
    await expect(within(d).getByText('Could not rank the offers')).toBeVisible();
  },
};

/** The session ended: the §8 signed-out handling takes over and the list shows the failure. */
export const SignedOut: Story = {
  parameters: mockOverrides(signedOut('get', '/api/rfqs/{id}/candidates')),
  play: async () => {
    const d = await dialog('Match Participants');
    await expect(await within(d).findByText('Candidates could not be loaded')).toBeVisible();
  },
};
