import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  // In dark: AllStates (unchecked, checked, indeterminate, invalid, disabled; a group with an error).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: { children: 'I accept the terms of service', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'All documents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  },
};

/** Keyboard: Tab focuses with a visible ring, Space toggles. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Anonymise my company on offers',
    description: 'Buyers see your company only after a broker introduces you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Buyers see your company only after a broker introduces you.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'You must accept the terms to register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must accept the terms to register',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const LongText: Story = {
  args: {
    children:
      'I confirm that the company information and the documents I upload are accurate, and that I am authorised to act on behalf of the company in transactions on Petrobridge',
  },
};

/** Several choices: the value is an array. */
export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Documents to request"
      description="The seller is asked to upload each one."
      defaultValue={['business_license']}
      onChange={args.onChange}
    >
      <Checkbox value="business_license">Business license</Checkbox>
      <Checkbox value="tax_certificate">Tax certificate</Checkbox>
      <Checkbox value="bank_statement" description="Last 3 months">
        Bank statement
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tax certificate' }));
    await expect(args.onChange).toHaveBeenCalledWith(['business_license', 'tax_certificate']);
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Documents to request"
      isInvalid
      errorMessage="Choose at least one document"
    >
      <Checkbox value="business_license">Business license</Checkbox>
      <Checkbox value="tax_certificate">Tax certificate</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one document')).toBeInTheDocument();
  },
};

/** Every state, each checkbox named after it, and an invalid group. */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: () => (
    <Stack gap="4">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox description="A line of help under the label">With description</Checkbox>
      <Checkbox isInvalid errorMessage="The error under an invalid checkbox">
        Invalid
      </Checkbox>
      <Checkbox isInvalid defaultSelected>
        Invalid, checked
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled, checked
      </Checkbox>
      <CheckboxGroup
        label="Invalid group"
        description="The group's help text"
        isInvalid
        errorMessage="Choose at least one document"
      >
        <Checkbox value="business_license">Business license</Checkbox>
        <Checkbox value="tax_certificate">Tax certificate</Checkbox>
      </CheckboxGroup>
    </Stack>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
