import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kycCompletionPercentage } from '@petrobridge/domain';
import { toastQueue, type ToastContent } from '@petrobridge/ui';
import { companyIds, makeDocument, mockDb, resetMockDb, type KycDocument } from '../../../mocks/db';
import { dropStaleAnnouncements, withUnauthorizedQueries } from '../../../mocks/decorators';
import { fail, mockOverrides, signedOut, slow } from '../../../mocks/handlers';
import { navigationSpy } from '../../../mocks/navigation';
import { usersByRole } from '../../../mocks/users';
import { apiSettled } from '../../../mocks/in-flight';
import { TraderDocuments } from './TraderDocuments';
import { shots } from '@petrobridge/story-kit';
import { screenMeta } from '../../../mocks/screen-meta';

const buyer = usersByRole.buyer.id;

/**
 * The demo buyer with only the given companies of theirs (the seed gives them three), and these
 * documents (of the first company unless told otherwise), on fixed dates. The database is reset
 * first, so that the documents' ids come after the seed's and the uploads' after them.
 */
function buyersBook(companies: string[], documents: Partial<KycDocument>[] = []) {
  const db = resetMockDb();
  db.companies = db.companies.filter((c) => c.ownerId !== buyer || companies.includes(c.id));
  db.documents = documents.map((d) => makeDocument({ companyId: companies[0], ...d }));
  // Completion as the server computes it, for the companies still in review.
  for (const c of db.companies.filter((c) => c.ownerId === buyer && c.kycStatus !== 'approved'))
    c.kycCompletionPercentage = kycCompletionPercentage(
      db.documents
        .filter((d) => d.companyId === c.id && d.status === 'approved')
        .map((d) => d.documentType),
    );
}

const at = (day: number) => new Date(Date.UTC(2024, 4, day, 8, 30)).toISOString();

/** Rhine Refining's file: one approved, one rejected with the reviewer's notes, one waiting. */
const rhineDocuments: Partial<KycDocument>[] = [
  {
    documentType: 'business_license',
    originalFileName: 'handelsregister-2024.pdf',
    status: 'approved',
    uploadedAt: at(6),
  },
  {
    documentType: 'tax_certificate',
    originalFileName: 'steuerbescheinigung.pdf',
    status: 'rejected',
    reviewNotes: 'The certificate expired in March. Upload the one issued for 2024.',
    uploadedAt: at(8),
  },
  {
    documentType: 'bank_statement',
    originalFileName: 'kontoauszug-april.pdf',
    status: 'under_review',
    uploadedAt: at(14),
  },
];

/** Every toast shown during the story, in order (at most one is visible at a time, §9). */
let shownToasts: ToastContent[] = [];

const meta = {
  title: 'Features/Dashboards/Trader Documents',
  component: TraderDocuments,
  ...screenMeta({
    shots: shots.screen,
    role: 'buyer',
    beforeEach: () => {
      buyersBook([companyIds.rhine], rhineDocuments);
      shownToasts = [];
      const seen = new Set<string>();
      return toastQueue.subscribe(() => {
        for (const t of toastQueue.visibleToasts) {
          if (seen.has(t.key)) continue;
          seen.add(t.key);
          shownToasts.push(t.content);
        }
      });
    },
  }),
} satisfies Meta<typeof TraderDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** A small real PDF (the mock server checks the magic bytes), as a user would pick it. */
const pdf = (name: string) =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });

/** The uploaded documents' rows, once the list has loaded. */
async function uploadedRows() {
  const table = await page.findByRole('table', { name: 'Uploaded documents' });
  return within(table).getAllByRole('row').slice(1);
}

/** The DropZone's file input, once the company's documents are known (it is disabled before). */
async function fileInput(canvasElement: HTMLElement) {
  await page.findByRole('table', { name: 'Uploaded documents' });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  await waitFor(() => expect(input).not.toBeDisabled());
  return input!;
}

/** The chosen files waiting to be uploaded, each a list item named by its file. */
const pendingRow = (name: string) =>
  within(page.getByRole('list', { name: 'Chosen files' })).getByRole('listitem', { name });
const typeOf = (row: HTMLElement) => within(row).getByRole('button', { name: /Document type/ });

async function chooseType(row: HTMLElement, type: string) {
  await userEvent.click(typeOf(row));
  // An option's name is its label and its second line ('Required for KYC').
  await userEvent.click(await page.findByRole('option', { name: new RegExp(`^${type}`) }));
  await waitFor(() => expect(typeOf(row)).toHaveTextContent(type));
}

/** Rhine Refining (under review): three documents, the rejected one with its notes in red. */
export const Populated: Story = {
  play: async () => {
    const rows = await uploadedRows();
    await expect(rows).toHaveLength(3);
    // Newest first.
    await expect(rows[0]!).toHaveTextContent('Bank Statement');
    await expect(rows[0]!).toHaveTextContent('under review');
    await expect(rows[1]!).toHaveTextContent('Tax Certificate');
    await expect(rows[1]!).toHaveTextContent('rejected');
    await expect(within(rows[1]!).getByText(/The certificate expired in March/)).toBeVisible();
    await expect(rows[2]!).toHaveTextContent('approved');
    await expect(
      within(rows[2]!).getByRole('link', { name: 'handelsregister-2024.pdf' }),
    ).toHaveAttribute('href', `/api/kyc-documents/${mockDb().documents[0]!.id}/download`);
    await expect(page.getByText('Rhine Refining GmbH')).toBeVisible();
    await expect(page.getByText('KYC status').parentElement).toHaveTextContent(
      /under review\s*25% complete/,
    );
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    // Nothing chosen yet: no Upload button.
    await expect(page.queryByRole('button', { name: /^Upload \d/ })).toBeNull();
  },
};

/** A company without documents: the list says so (never an always-empty list with documents). */
export const Empty: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    buyersBook([companyIds.rhine]);
  },
  play: async () => {
    await expect(await page.findByText('No documents uploaded yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  },
};

/** No company: nothing to attach documents to, and the way to register one. */
export const NoCompany: Story = {
  beforeEach: () => {
    buyersBook([]);
  },
  play: async () => {
    await expect(await page.findByText('No companies registered yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register a company' })).toHaveAttribute(
      'href',
      '/companies',
    );
    await expect(page.queryByRole('button', { name: 'Choose files' })).toBeNull();
  },
};

/** Three companies: a picker (by name, with KYC status); the list follows the chosen one. */
export const SeveralCompanies: Story = {
  parameters: { chromatic: shots.desktopOnly },
  beforeEach: () => {
    buyersBook(
      [companyIds.nordic, companyIds.rhine, companyIds.baltic],
      rhineDocuments.map((d) => ({ ...d, companyId: companyIds.rhine })),
    );
  },
  play: async () => {
    await apiSettled();
    const picker = await page.findByRole('button', { name: /Company/ });
    // Sorted by name: Baltic Bunkering first, KYC rejected with the reviewer's notes.
    await expect(picker).toHaveTextContent('Baltic Bunkering OÜ');
    await expect(await page.findByText('No documents uploaded yet')).toBeVisible();
    await expect(page.getByText('The tax certificate has expired.')).toBeVisible();
    await userEvent.click(picker);
    await userEvent.click(await page.findByRole('option', { name: /Rhine Refining GmbH/ }));
    await waitFor(() => expect(picker).toHaveTextContent('Rhine Refining GmbH'));
    await waitFor(async () => expect(await uploadedRows()).toHaveLength(3));
  },
};

export const Loading: Story = {
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(slow('get', '/api/companies')) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(page.queryByText('No companies registered yet')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { chromatic: shots.desktopOnly, ...mockOverrides(fail('get', '/api/companies')) },
  play: async () => {
    await expect(
      await page.findByText('Your companies could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
  },
};

/** The company loads but its documents do not: the list says so; uploading still works. */
export const DocumentsLoadError: Story = {
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(fail('get', '/api/companies/{id}/kyc-documents')),
  },
  play: async () => {
    await expect(
      await page.findByText('Your documents could not be loaded. Reload the page to try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  },
};

/** §8: the logged-out toast, then sign-in after 500 ms. */
export const SignedOut: Story = {
  decorators: [withUnauthorizedQueries],
  parameters: {
    chromatic: shots.desktopOnly,
    ...mockOverrides(signedOut('get', '/api/companies')),
  },
  play: async () => {
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(
      'Unauthorized: You are logged out. Logging in again...',
    );
    await waitFor(() => expect(navigationSpy.assign).toHaveBeenCalledWith('/api/login'));
  },
};

/** Holds every PUT of the bytes until the play opens the gate (then the mock server answers). */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
let uploadGate = gate();
const heldUploads = http.put('*/api/uploads/:token', async () => {
  await uploadGate.promise;
  // Nothing returned: the request goes on to the mock server's handler.
});

/**
 * Three files at once: each defaults to a required type the company lacks (it has its business
 * licence), the three upload in parallel each with its own progress bar, a 'Document Uploaded'
 * toast each, and all three are listed.
 */
export const UploadThreeAtOnce: Story = {
  parameters: { chromatic: shots.off, ...mockOverrides(heldUploads) },
  beforeEach: () => {
    uploadGate = gate();
    buyersBook([companyIds.rhine], [rhineDocuments[0]!]);
  },
  play: async ({ canvasElement }) => {
    const names = ['tax-2024.pdf', 'bank-april.pdf', 'insurance-policy.pdf'];
    await userEvent.upload(await fileInput(canvasElement), names.map(pdf));
    await expect(typeOf(pendingRow('tax-2024.pdf'))).toHaveTextContent('Tax Certificate');
    await expect(typeOf(pendingRow('bank-april.pdf'))).toHaveTextContent('Bank Statement');
    await expect(typeOf(pendingRow('insurance-policy.pdf'))).toHaveTextContent(
      'Insurance Certificate',
    );
    await expect(page.queryByText(/^Replaces your current/)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Upload 3 documents' }));
    for (const name of names)
      await expect(
        await within(pendingRow(name)).findByRole('progressbar', { name: `Uploading ${name}` }),
      ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await expect(typeOf(pendingRow('tax-2024.pdf'))).toBeDisabled();
    uploadGate.open();
    await waitFor(() =>
      expect(shownToasts.filter((t) => t.title === 'Document Uploaded')).toHaveLength(3),
    );
    for (const name of names)
      await expect(shownToasts.map((t) => t.description)).toContain(
        `${name} has been submitted for review.`,
      );
    await expect(await page.findByRole('alertdialog')).toHaveTextContent('Document Uploaded');
    await waitFor(async () => expect(await uploadedRows()).toHaveLength(4));
    await expect(
      await page.findByText('3 documents uploaded and submitted for review.'),
    ).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await expect(
      within(page.getByRole('list', { name: 'Uploaded just now' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const stored = mockDb().documents.filter((d) => names.includes(d.originalFileName));
    await expect(stored.map((d) => d.documentType).sort()).toEqual([
      'bank_statement',
      'insurance_certificate',
      'tax_certificate',
    ]);
    await expect(stored.every((d) => d.companyId === companyIds.rhine)).toBe(true);
    dropStaleAnnouncements();
  },
};

/** Two files of one type would replace each other: a message on both, and no upload. */
export const SameTypeTwice: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    buyersBook([companyIds.rhine], [rhineDocuments[0]!]);
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(await fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf')]);
    await chooseType(pendingRow('b.pdf'), 'Tax Certificate');
    for (const name of ['a.pdf', 'b.pdf'])
      await expect(
        within(pendingRow(name)).getByText('Choose a different type for each file'),
      ).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload 2 documents' });
    await expect(upload).toBeDisabled();
    // A type the company has already is allowed, with a note: the new file replaces it.
    await chooseType(pendingRow('b.pdf'), 'Business License');
    await expect(page.queryByText('Choose a different type for each file')).toBeNull();
    await expect(
      within(pendingRow('b.pdf')).getByText('Replaces your current Business License'),
    ).toBeVisible();
    await expect(upload).toBeEnabled();
    await expect(mockDb().documents).toHaveLength(1);
  },
};

/**
 * The bytes are stored but recording them fails (§8 'Upload Error' / 'Failed to save document
 * information'): the file stays with its type and the server's message; a second try succeeds.
 */
export const SaveFails: Story = {
  parameters: {
    chromatic: shots.off,
    ...mockOverrides(
      http.post(
        '*/api/kyc-documents',
        () => HttpResponse.json({ message: 'The document store is unavailable' }, { status: 500 }),
        { once: true },
      ),
    ),
  },
  beforeEach: () => {
    buyersBook([companyIds.rhine]);
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(await fileInput(canvasElement), pdf('licence.pdf'));
    await chooseType(pendingRow('licence.pdf'), 'Trade License');
    await userEvent.click(page.getByRole('button', { name: 'Upload 1 document' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Upload Error');
    await expect(toast).toHaveTextContent('Failed to save document information');
    const row = pendingRow('licence.pdf');
    await expect(
      await within(row).findByText('Not uploaded: The document store is unavailable'),
    ).toBeVisible();
    await expect(typeOf(row)).toHaveTextContent('Trade License');
    await expect(page.getByText(/1 document could not be uploaded/)).toBeVisible();
    await expect(page.getByText('No documents uploaded yet')).toBeVisible();
    // Again: this time it is recorded.
    await userEvent.click(page.getByRole('button', { name: 'Upload 1 document' }));
    await waitFor(() =>
      expect(shownToasts.map((t) => t.title)).toEqual(['Upload Error', 'Document Uploaded']),
    );
    await waitFor(async () => expect(await uploadedRows()).toHaveLength(1));
    await expect((await uploadedRows())[0]!).toHaveTextContent('Trade License');
    await expect(page.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    dropStaleAnnouncements();
  },
};

/** §5, §9: at most 5 files at once; a 6th is turned away with the DropZone's message. */
export const TooMany: Story = {
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    buyersBook([companyIds.rhine]);
  },
  play: async ({ canvasElement }) => {
    const input = await fileInput(canvasElement);
    await userEvent.upload(input, ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf', '6.pdf'].map(pdf));
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Up to 5 files'));
    const list = page.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // The four required types, then the first optional one.
    await expect(typeOf(pendingRow('5.pdf'))).toHaveTextContent('Financial Statements');
    await userEvent.upload(input, pdf('7.pdf'));
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Up to 5 files'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(page.getByRole('button', { name: 'Upload 5 documents' })).toBeEnabled();
  },
};

/** §5, §9: a wrong extension or more than 10 MB is turned away before sending. */
export const BadFile: Story = {
  parameters: { chromatic: shots.off },
  play: async ({ canvasElement }) => {
    const input = await fileInput(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent(
        '".exe" files are not accepted — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
      ),
    );
    await expect(page.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    const big = new File([new Uint8Array(10_485_761)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent('"scan.pdf" is larger than 10 MB'),
    );
    await expect(page.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};
