import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { TextArea } from './TextArea';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  // In dark: AllStates (every state side by side) and Default (a focused field with text).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: { label: 'Specifications', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Specifications' });
    await userEvent.type(textarea, 'API gravity 34.5{Enter}Sulphur 0.14 %');
    await expect(textarea).toHaveValue('API gravity 34.5\nSulphur 0.14 %');
    await expect(args.onChange).toHaveBeenLastCalledWith('API gravity 34.5\nSulphur 0.14 %');
  },
};

export const Empty: Story = {
  args: { placeholder: 'API gravity, sulphur content, pour point…' },
};

export const WithDescription: Story = {
  args: { description: 'Quality parameters the cargo must meet at the load port.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: {
    label: 'Terms',
    defaultValue: 'TBD',
    isInvalid: true,
    errorMessage: 'Describe the payment and inspection terms',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Terms' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Describe the payment and inspection terms');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'API gravity 34.5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

const longValue = Array.from(
  { length: 6 },
  (_, i) =>
    `${i + 1}. Payment by irrevocable, confirmed documentary letter of credit, issued by a first-class bank acceptable to the seller, within five banking days of contract signature.`,
).join('\n');

/** Every state side by side (the screenshots' dark shot of the field). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <TextArea {...args} label="Empty" placeholder="API gravity, sulphur content, pour point…" />
      <TextArea
        {...args}
        label="With value and description"
        description="Quality parameters the cargo must meet at the load port."
        defaultValue="API gravity 34.5"
      />
      <TextArea {...args} label="Required" isRequired />
      <TextArea
        {...args}
        label="Invalid"
        defaultValue="TBD"
        isInvalid
        errorMessage="Describe the payment and inspection terms"
      />
      <TextArea {...args} label="Disabled" isDisabled defaultValue="API gravity 34.5" />
    </Stack>
  ),
};

export const LongText: Story = { args: { label: 'Terms', defaultValue: longValue, rows: 6 } };

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
