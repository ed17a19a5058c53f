import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { FileTrigger, type FileTriggerProps } from './FileTrigger';
import { shots } from '@petrobridge/story-kit';

const MB = 1024 * 1024;
const file = (name: string, size = 2048, type = '') =>
  new File([new Uint8Array(size)], name, { type });
const input = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Shows what the trigger accepted and rejected, as a field would. */
function Demo(props: FileTriggerProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  return (
    <Stack gap="3" align="start">
      <FileTrigger
        {...props}
        onSelect={(files) => {
          props.onSelect?.(files);
          setChosen(files.map((f) => f.name));
        }}
        onReject={(rejections) => {
          props.onReject?.(rejections);
          setMessages(rejections.map((r) => r.message));
        }}
      />
      {chosen.length > 0 && <Text size="sm">Chosen: {chosen.join(', ')}</Text>}
      {messages.map((m) => (
        <Text key={m} size="sm" tone="danger">
          {m}
        </Text>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'UI/FileTrigger',
  component: FileTrigger,
  // In dark: AllVariants (the button in every variant and size).
  parameters: { layout: 'padded' },
  render: (args) => <Demo {...args} />,
  args: {
    maxSize: 10 * MB,
    acceptedExtensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
    maxFiles: 5,
    onSelect: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    await expect(input(canvasElement)).toHaveAttribute('multiple');
    const licence = file('licence.pdf');
    await userEvent.upload(input(canvasElement), [licence]);
    await expect(args.onSelect).toHaveBeenCalledWith([licence]);
    await expect(canvas.getByText('Chosen: licence.pdf')).toBeInTheDocument();
  },
};

/** A file over the size limit is rejected by name. */
export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), [file('big.pdf', 10 * MB + 1)]);
    await expect(args.onSelect).toHaveBeenCalledWith([]);
    await expect(canvas.getByText('"big.pdf" is larger than 10 MB')).toBeInTheDocument();
  },
};

/**
 * Another type is rejected with the accepted list (the system dialog filters by extension, but
 * the user can choose "All files").
 */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(canvasElement), [file('setup.exe')]);
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText(
        '".exe" files are not accepted — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
      ),
    ).toBeInTheDocument();
  },
};

/** More files than allowed: the first five are kept. */
export const TooMany: Story = {
  play: async ({ canvas, canvasElement }) => {
    const files = Array.from({ length: 6 }, (_, i) => file(`page-${i + 1}.pdf`));
    await userEvent.upload(input(canvasElement), files);
    await expect(canvas.getByText('Up to 5 files')).toBeInTheDocument();
    await expect(canvas.getByText(/Chosen: page-1.pdf, .*page-5.pdf$/)).toBeInTheDocument();
  },
};

/** One file only: the dialog allows a single file and the label says so. */
export const SingleFile: Story = {
  args: { maxFiles: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    await expect(input(canvasElement)).not.toHaveAttribute('multiple');
  },
};

/** Keyboard: Tab to the button, Enter opens the system file dialog. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The system dialog cannot be driven from a test: check that the press reaches the input.
    const click = spyOn(input(canvasElement), 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  },
};

/** Any pressable can open the dialog, e.g. a link-styled button in running text. */
export const CustomTrigger: Story = {
  render: (args) => (
    <Text>
      Drop the bill of lading here or{' '}
      <FileTrigger {...args}>
        <Link>browse your files</Link>
      </FileTrigger>
      .
    </Text>
  ),
};

export const Primary: Story = { args: { variant: 'primary', label: 'Upload KYC documents' } };

/** The default button in every variant and every size. */
export const AllVariants: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4" align="start">
      <Inline gap="3">
        {buttonVariants.map((variant) => (
          <FileTrigger key={variant} {...args} variant={variant} label={`Upload (${variant})`} />
        ))}
      </Inline>
      <Inline gap="3">
        {buttonSizes.map((size) => (
          <FileTrigger key={size} {...args} size={size} label={`Upload (size ${size})`} />
        ))}
      </Inline>
    </Stack>
  ),
};
