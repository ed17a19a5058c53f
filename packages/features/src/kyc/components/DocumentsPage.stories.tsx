import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetToasts, withToasts } from '../../mocks/decorators';
import { empty, fail, mockHandlers, mockOverrides, signedOut, slow } from '../../mocks/handlers';
import { navigationSpy, resetNavigationSpy, withNavigationSpy } from '../../mocks/navigation';
import { asRole } from '../../mocks/role';
import { DocumentsPage } from './DocumentsPage';
import { shots } from '../../../../../.storybook/modes';

const meta = {
  title: 'Features/KYC/Documents',
  component: DocumentsPage,
  decorators: [withNavigationSpy, withToasts],
  parameters: { chromatic: shots.screen, layout: 'padded', msw: { handlers: mockHandlers } },
  ...asRole('buyer'),
  beforeEach: () => {
    resetNavigationSpy();
    return resetToasts();
  },
} satisfies Meta<typeof DocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The buyer's companies, each with its documents: type, status, date and a download link. */
export const Buyer: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const rhine = await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' });
    await waitFor(() => expect(within(rhine).getAllByRole('row')).toHaveLength(5));
    await expect(rhine).toHaveTextContent('Business License');
    await expect(rhine).toHaveTextContent('rejected');
    const link = within(rhine).getAllByRole('link')[0]!;
    await expect(link.getAttribute('href')).toMatch(/^\/api\/kyc-documents\/.+\/download$/);
    await expect(
      await canvas.findByRole('grid', { name: 'Documents of Nordic Fuels AB' }),
    ).toHaveTextContent('No documents uploaded yet');
    // A seller's company is not the buyer's to see.
    await expect(canvas.queryByText('Niger Delta Petroleum Ltd')).toBeNull();
  },
};

/** Filtering by status keeps only the matching documents. */
export const FilterByStatus: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvas }) => {
    const rhine = await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' });
    await waitFor(() => expect(within(rhine).getAllByRole('row')).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await page.findByRole('option', { name: 'approved' }));
    await waitFor(() => expect(within(rhine).getAllByRole('row')).toHaveLength(2));
    await expect(rhine).toHaveTextContent('approved');
    await expect(rhine).not.toHaveTextContent('rejected');
  },
};

export const Broker: Story = {
  ...asRole('broker'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('grid', { name: 'Documents of Rhine Refining GmbH' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mockOverrides(slow('get', '/api/companies')),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  ...asRole('seller'),
  parameters: mockOverrides(empty('/api/companies')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No documents yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: mockOverrides(fail('get', '/api/companies/:id/kyc-documents')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The documents of Rhine Refining GmbH could not be loaded.'),
    ).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: mockOverrides(signedOut('get', '/api/companies')),
  play: async () => {
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};
