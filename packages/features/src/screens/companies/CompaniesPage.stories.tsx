import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companyIds, mockDb } from '../../mocks/db';
import { dropStaleAnnouncements } from '../../mocks/decorators';
import { empty, fail, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { usersByRole } from '../../mocks/users';
import { apiSettled } from '../../mocks/in-flight';
import { CompaniesPage } from './CompaniesPage';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../mocks/screen-meta';

const meta = {
  title: 'Features/Companies/Company management',
  component: CompaniesPage,
  ...screenMeta({ shots: shots.screen, role: 'seller' }),
} satisfies Meta<typeof CompaniesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function openDialog(name: string) {
  const d = await page.findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}

/** The demo seller's three companies, each with its KYC status and completion; no review queue. */
export const Seller: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Company Management' }),
    ).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'My Companies' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(table).toHaveTextContent('Niger Delta Petroleum Ltd');
    await expect(table).toHaveTextContent('Sahara Crude Trading');
    await expect(table).not.toHaveTextContent('Nordic Fuels AB'); // the buyer's
    await expect(within(table).getAllByText('approved')).toHaveLength(2);
    await expect(within(table).getByText('pending')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'KYC Reviews' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Register Company' })).toBeEnabled();
  },
};

export const Buyer: Story = {
  ...asRole('buyer'),
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'My Companies' });
    await waitFor(() => expect(table).toHaveTextContent('Rhine Refining GmbH'));
    await expect(table).toHaveTextContent('under review');
    await expect(table).toHaveTextContent('rejected');
    await expect(canvas.getByRole('button', { name: 'Register Company' })).toBeVisible();
  },
};

/** Brokers review: the queue (pending and under review) with each company's documents; no Register. */
export const Broker: Story = {
  ...asRole('broker'),
  play: async ({ canvas }) => {
    const queue = await canvas.findByRole('list', { name: 'Companies awaiting KYC review' });
    await waitFor(() => expect(within(queue).getAllByRole('listitem').length).toBeGreaterThan(1));
    await expect(queue).toHaveTextContent('Rhine Refining GmbH');
    await expect(queue).toHaveTextContent('Sahara Crude Trading');
    const docs = await canvas.findByRole('list', { name: 'Documents of Rhine Refining GmbH' });
    await waitFor(() => expect(within(docs).getAllByRole('listitem')).toHaveLength(4));
    const link = within(docs).getAllByRole('link')[0]!;
    await expect(link.getAttribute('href')).toMatch(/^\/api\/kyc-documents\/.+\/download$/);
    await expect(canvas.queryByRole('button', { name: 'Register Company' })).toBeNull();
  },
};

export const Admin: Story = {
  ...asRole('admin'),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Companies awaiting KYC review' });
    const table = await canvas.findByRole('grid', { name: 'Companies' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
  },
};

/** Register with only a name: the company joins My Companies, pending, owned by the caller. */
export const Register: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Company' }));
    const d = await openDialog('Register Company');
    await expect(within(d).getByRole('textbox', { name: 'Industry' })).toHaveValue('oil_gas');
    await userEvent.type(
      within(d).getByRole('textbox', { name: /^Company name/ }),
      'Delta Gas Ltd',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Register Company' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Company registered successfully',
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const table = canvas.getByRole('grid', { name: 'My Companies' });
    await waitFor(() => expect(table).toHaveTextContent('Delta Gas Ltd'));
    const created = mockDb().companies.find((c) => c.name === 'Delta Gas Ltd');
    await expect(created).toMatchObject({
      ownerId: usersByRole.seller.id,
      industry: 'oil_gas',
      kycStatus: 'pending',
    });
    dropStaleAnnouncements();
  },
};

/** §5: a blank name stays in the dialog with 'Company name is required'; nothing is sent. */
export const RegisterValidation: Story = {
  play: async ({ canvas }) => {
    await apiSettled();
    await userEvent.click(canvas.getByRole('button', { name: 'Register Company' }));
    const d = await openDialog('Register Company');
    await userEvent.type(within(d).getByRole('textbox', { name: 'Country' }), 'Nigeria');
    await userEvent.click(within(d).getByRole('button', { name: 'Register Company' }));
    await expect(await within(d).findByText('Company name is required')).toBeVisible();
    await expect(within(d).getByRole('textbox', { name: 'Country' })).toHaveValue('Nigeria');
    await expect(mockDb().companies).toHaveLength(6);
  },
};

export const RegisterFailure: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(fail('post', '/api/companies', 500, '')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Company' }));
    const d = await openDialog('Register Company');
    await userEvent.type(
      within(d).getByRole('textbox', { name: /^Company name/ }),
      'Delta Gas Ltd',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Register Company' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('Failed to register company');
    // The dialog stays with what was typed.
    await expect(within(d).getByRole('textbox', { name: /^Company name/ })).toHaveValue(
      'Delta Gas Ltd',
    );
  },
};

/** Rhine Refining's four required documents approved: nothing keeps it from approval. */
const rhineComplete = () => {
  for (const d of mockDb().documents) if (d.companyId === companyIds.rhine) d.status = 'approved';
};

/** A broker approves a company with notes: 'KYC review completed' and it leaves the queue. */
export const Approve: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.off },
  beforeEach: rhineComplete,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve Rhine Refining GmbH' }),
    );
    const d = await openDialog('KYC Review');
    await expect(within(d).getByRole('radio', { name: 'Approve' })).toBeChecked();
    await userEvent.type(within(d).getByRole('textbox', { name: 'Notes' }), 'All documents valid');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('KYC review completed');
    const queue = canvas.getByRole('list', { name: 'Companies awaiting KYC review' });
    await waitFor(() => expect(queue).not.toHaveTextContent('Rhine Refining GmbH'));
    await expect(mockDb().companies.find((c) => c.id === companyIds.rhine)).toMatchObject({
      kycStatus: 'approved',
      kycNotes: 'All documents valid',
    });
    dropStaleAnnouncements();
  },
};

export const Reject: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reject Sahara Crude Trading' }),
    );
    const d = await openDialog('KYC Review');
    await expect(within(d).getByRole('radio', { name: 'Reject' })).toBeChecked();
    await userEvent.type(within(d).getByRole('textbox', { name: /^Reason/ }), 'No documents');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('KYC review completed');
    await expect(mockDb().companies.find((c) => c.id === companyIds.sahara)).toMatchObject({
      kycStatus: 'rejected',
      kycNotes: 'No documents',
    });
    dropStaleAnnouncements();
  },
};

export const ReviewFailure: Story = {
  ...asRole('broker'),
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(fail('post', '/api/companies/{id}/kyc-review', 500, '')),
  },
  beforeEach: rhineComplete,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve Rhine Refining GmbH' }),
    );
    const d = await openDialog('KYC Review');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Failed to update KYC status');
    await expect(d).toBeVisible();
  },
};

/**
 * Approval on evidence: Rhine Refining has two documents awaiting review and its insurance certificate
 * rejected, so Approve is disabled and the card lists what is missing (the button's description);
 * Sahara Crude Trading has uploaded nothing.
 */
export const ApproveBlocked: Story = {
  ...asRole('broker'),
  play: async ({ canvas }) => {
    const approve = await canvas.findByRole('button', { name: 'Approve Rhine Refining GmbH' });
    await waitFor(() => expect(approve).toBeDisabled());
    const reason = document.getElementById(approve.getAttribute('aria-describedby') ?? '');
    await expect(reason).toHaveTextContent(
      'Approval needs every required document approved and current',
    );
    const missing = within(reason!).getByRole('list', { name: 'Missing for approval' });
    await expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Business license: awaiting review',
      'Tax certificate: awaiting review',
      'Insurance certificate: rejected',
    ]);
    const sahara = await canvas.findByRole('button', { name: 'Approve Sahara Crude Trading' });
    await waitFor(() => expect(sahara).toBeDisabled());
    await expect(
      document.getElementById(sahara.getAttribute('aria-describedby') ?? ''),
    ).toHaveTextContent('Bank statement: not uploaded');
    // Reject stays open: a decision is always possible.
    await expect(canvas.getByRole('button', { name: 'Reject Rhine Refining GmbH' })).toBeEnabled();
  },
};

/**
 * Rejecting needs a reason: the dialog lists what is missing, Approve is disabled in it, and Submit
 * without a reason stays with 'A reason is required to reject KYC'; nothing is sent.
 */
export const RejectNeedsReason: Story = {
  ...asRole('broker'),
  parameters: { chromatic: shots.desktopOnly },
  play: async ({ canvas }) => {
    const reject = await canvas.findByRole('button', { name: 'Reject Rhine Refining GmbH' });
    await apiSettled();
    await userEvent.click(reject);
    const d = await openDialog('KYC Review');
    await expect(within(d).getByRole('radio', { name: 'Approve' })).toBeDisabled();
    await expect(within(d).getByRole('radio', { name: 'Reject' })).toBeChecked();
    await expect(within(d).getByRole('list', { name: 'Missing for approval' })).toHaveTextContent(
      'Insurance certificate: rejected',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    const reason = within(d).getByRole('textbox', { name: /^Reason/ });
    await expect(await within(d).findByText('A reason is required to reject KYC')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(mockDb().companies.find((c) => c.id === companyIds.rhine)?.kycStatus).toBe(
      'under_review',
    );
  },
};

/** The server refuses an approval the screen could not foresee (409 KYC_INCOMPLETE): its message shows. */
export const ApproveRefused: Story = {
  ...asRole('broker'),
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      http.post('*/api/companies/:id/kyc-review', () =>
        HttpResponse.json(
          {
            code: 'KYC_INCOMPLETE',
            message:
              'KYC cannot be approved until every required document is approved and current. Insurance certificate: expired.',
            missing: [{ documentType: 'insurance_certificate', reason: 'expired' }],
          },
          { status: 409 },
        ),
      ),
    ),
  },
  beforeEach: rhineComplete,
  play: async ({ canvas }) => {
    const approve = await canvas.findByRole('button', { name: 'Approve Rhine Refining GmbH' });
    await waitFor(() => expect(approve).toBeEnabled());
    await userEvent.click(approve);
    const d = await openDialog('KYC Review');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit Review' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Insurance certificate: expired.',
    );
    dropStaleAnnouncements();
  },
};

export const Loading: Story = {
  ...asRole('broker'),
  parameters: mockOverrides(
    slow('get', '/api/companies'),
    slow('get', '/api/companies/kyc-review'),
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'KYC Reviews' }).closest('[aria-busy]');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('No pending KYC reviews')).toBeNull();
  },
};

export const Empty: Story = {
  ...asRole('broker'),
  parameters: mockOverrides(empty('/api/companies'), empty('/api/companies/kyc-review')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pending KYC reviews')).toBeVisible();
    await expect(await canvas.findByText('No companies registered yet')).toBeVisible();
  },
};

export const SellerEmpty: Story = {
  parameters: mockOverrides(empty('/api/companies')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No companies registered yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  ...asRole('broker'),
  parameters: mockOverrides(
    fail('get', '/api/companies'),
    fail('get', '/api/companies/kyc-review'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The companies could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The KYC reviews could not be loaded.')).toBeVisible();
  },
};

/** §8: the list answers 401: the toast, then /api/login after 500 ms. */
export const SessionExpired: Story = {
  parameters: mockOverrides(signedOut('get', '/api/companies')),
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
