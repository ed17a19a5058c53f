import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Stack } from '../Stack';
import { DropZone } from './DropZone';
import { shots } from '@petrobridge/story-kit';

const MB = 1024 * 1024;
const file = (name: string, size = 240 * 1024) =>
  new File([new Uint8Array(size)], name, { lastModified: 1_757_000_000_000 });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Drops files on an element the way a browser does (dragenter, dragover, drop). */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const f of files) dataTransfer.items.add(f);
  dataTransfer.effectAllowed = 'all';
  // A script-made DataTransfer has no file-system entries, which RAC reads to tell files from
  // folders; stand one in while the events run.
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  DataTransferItem.prototype.webkitGetAsEntry = () => ({ isFile: true }) as FileSystemEntry;
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    }
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
  }
}

const meta = {
  title: 'UI/DropZone',
  component: DropZone,
  // In dark: AllStates (empty, with files and their details, invalid, disabled).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: {
    label: 'KYC documents',
    maxSize: 10 * MB,
    acceptedExtensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
    maxFiles: 5,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the constraints spelled out under the button. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByText('PDF, JPG, JPEG, PNG, DOC or DOCX · up to 10 MB each · up to 5 files'),
    ).toBeInTheDocument();
    const licence = file('business-license.pdf');
    await userEvent.upload(fileInput(canvasElement), [licence]);
    await expect(args.onChange).toHaveBeenCalledWith([licence]);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(list).toHaveTextContent('business-license.pdf240 KB');
  },
};

/** Dropping files adds them like choosing them. */
export const DropFiles: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText('Drag files here, or').parentElement!;
    const statement = file('bank-statement.pdf');
    dropFiles(zone, [statement]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([statement]));
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'bank-statement.pdf',
    );
  },
};

export const WithFiles: Story = {
  args: {
    defaultValue: [
      file('business-license.pdf'),
      file('tax-certificate.jpg', 1.5 * MB),
      file('bank-statement-q3.pdf', 3.2 * MB),
    ],
  },
};

/** `fileDetails`: more under each file's name (here its progress); Remove stays on the file's row. */
export const WithFileDetails: Story = {
  args: {
    defaultValue: [file('business-license.pdf'), file('tax-certificate.jpg', 1.5 * MB)],
    fileDetails: (f: File) => (
      <ProgressBar label={`Uploading ${f.name}`} value={f.name.startsWith('business') ? 40 : 85} />
    ),
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem', { name: 'business-license.pdf' });
    await expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(
      within(item).getByRole('button', { name: 'Remove business-license.pdf' }),
    ).toBeVisible();
  },
};

/** Remove buttons, by mouse and by keyboard; focus returns to the choose button. */
export const RemoveFiles: Story = {
  args: { defaultValue: [file('business-license.pdf'), file('tax-certificate.jpg')] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove business-license.pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'tax-certificate.jpg' }),
    ]);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove tax-certificate.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [file('big.pdf', 10 * MB + 1)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('"big.pdf" is larger than 10 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [file('setup.exe')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '".exe" files are not accepted — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
    );
  },
};

/** With four files chosen, two more: one is added, the other turned away. */
export const TooMany: Story = {
  args: { defaultValue: ['a', 'b', 'c', 'd'].map((n) => file(`page-${n}.pdf`)) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [file('page-e.pdf'), file('page-f.pdf')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Up to 5 files');
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ name: 'page-e.pdf' })]),
    );
    await expect(canvas.getAllByRole('listitem', { name: undefined })).toHaveLength(6);
  },
};

/** The KYC page takes a single file. */
export const SingleFile: Story = {
  args: { label: 'Business license', maxFiles: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    await expect(canvas.getByText('Drag a file here, or')).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: 'Bank statements must cover the last 3 months.', isRequired: true },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Upload at least one document', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'KYC documents' })).toHaveAccessibleDescription(
      'Upload at least one document',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [file('business-license.pdf')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Certificate of incorporation, memorandum and articles of association',
    defaultValue: [
      file(
        'Certificate-of-Incorporation-Niger-Delta-Petroleum-Resources-Limited-RC-123456-certified-true-copy.pdf',
        4.7 * MB,
      ),
    ],
  },
};

/** Every state, each labelled with it. A rejected file's message looks like the invalid one. */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <DropZone
        {...args}
        label="Empty"
        description="Bank statements must cover the last 3 months."
        isRequired
      />
      <DropZone
        {...args}
        label="With files"
        defaultValue={[file('business-license.pdf'), file('tax-certificate.jpg', 1.5 * MB)]}
        fileDetails={(f: File) =>
          f.name.startsWith('tax') ? (
            <ProgressBar label={`Uploading ${f.name}`} value={85} />
          ) : undefined
        }
      />
      <DropZone
        {...args}
        label="Invalid"
        isRequired
        isInvalid
        errorMessage="Upload at least one document"
      />
      <DropZone {...args} label="Disabled" isDisabled defaultValue={[file('bank-statement.pdf')]} />
    </Stack>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
