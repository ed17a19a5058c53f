import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { TextField, textFieldTypes } from './TextField';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  // In dark: AllStates (every state and type side by side) and CustomValidation (a focused field).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    icon: { control: false },
  },
  args: { label: 'Company name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Niger Delta Petroleum');
    await expect(input).toHaveValue('Niger Delta Petroleum');
    await expect(args.onChange).toHaveBeenLastCalledWith('Niger Delta Petroleum');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = { args: { placeholder: 'e.g. Niger Delta Petroleum Ltd' } };

export const WithValue: Story = { args: { defaultValue: 'Niger Delta Petroleum' } };

export const WithDescription: Story = {
  args: {
    label: 'Registration number',
    description: 'As printed on the certificate of incorporation.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'As printed on the certificate of incorporation.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toBeRequired();
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', icon: Mail, placeholder: 'name@company.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  },
};

/** The reveal button shows and hides the password, by mouse or keyboard. */
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'crude-oil-2025' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    const reveal = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(reveal);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: from the input, Tab reaches the toggle and Space hides the text again.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(reveal).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'trader@',
    isInvalid: true,
    errorMessage: 'Enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

/** RAC's own validation: the message appears after the user leaves the field (on commit). */
export const CustomValidation: Story = {
  parameters: { chromatic: shots.dark },
  args: {
    label: 'Company name',
    validationBehavior: 'aria',
    validate: (value) => (value.length > 0 && value.length < 3 ? 'At least 3 characters' : null),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'NP');
    await expect(canvas.getByText('At least 3 characters')).toBeInTheDocument();
    await userEvent.type(input, 'DC');
    await expect(canvas.queryByText('At least 3 characters')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Niger Delta Petroleum' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Niger Delta Petroleum' },
};

/** Every state and type side by side (the screenshots' dark shot of the field). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <TextField {...args} label="Empty" placeholder="e.g. Niger Delta Petroleum Ltd" />
      <TextField
        {...args}
        label="With value and description"
        description="As printed on the certificate of incorporation."
        defaultValue="Niger Delta Petroleum"
      />
      <TextField {...args} label="Required" isRequired />
      <TextField
        {...args}
        label="Email, with icon"
        type="email"
        icon={Mail}
        placeholder="name@company.com"
      />
      <TextField {...args} label="Password" type="password" defaultValue="crude-oil-2025" />
      <TextField
        {...args}
        label="Invalid"
        type="email"
        defaultValue="trader@"
        isInvalid
        errorMessage="Enter a valid email address"
      />
      <TextField {...args} label="Disabled" isDisabled defaultValue="Niger Delta Petroleum" />
      <TextField {...args} label="Read-only" isReadOnly defaultValue="Niger Delta Petroleum" />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Delivery location, port and terminal as stated in the letter of credit',
    defaultValue:
      'Bonny Offshore Terminal, Rivers State, Nigeria — single point mooring 2, berth allocation by the terminal operator',
    description:
      'Use the exact wording of the letter of credit: a different spelling can delay payment at the bank.',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
