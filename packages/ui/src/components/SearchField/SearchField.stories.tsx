import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { SearchField } from './SearchField';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  // In dark: AllStates (every state side by side) and Default (a focused field).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: {
    'aria-label': 'Search deals',
    placeholder: 'Search by deal number or product',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits; Escape clears. */
export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search deals' });
    await userEvent.type(input, 'PB-2025-0042{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('PB-2025-0042');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Search deals', description: 'Deal number or product' },
};

/** The clear button shows once there is text and empties the field. */
export const WithValue: Story = {
  args: { defaultValue: 'Bonny Light' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'x',
    isInvalid: true,
    errorMessage: 'Type at least 2 characters',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Every state side by side (the screenshots' dark shot of the field). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <SearchField {...args} aria-label={undefined} label="Empty" />
      <SearchField
        {...args}
        aria-label={undefined}
        label="With value and description"
        description="Deal number or product"
        defaultValue="Bonny Light"
      />
      <SearchField
        {...args}
        aria-label={undefined}
        label="Invalid"
        defaultValue="x"
        isInvalid
        errorMessage="Type at least 2 characters"
      />
      <SearchField {...args} aria-label={undefined} label="Disabled" isDisabled />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Escravos Light crude oil, CIF Rotterdam, September laycan, confirmed letter of credit',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
