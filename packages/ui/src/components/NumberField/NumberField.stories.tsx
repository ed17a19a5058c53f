import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { NumberField } from './NumberField';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  // In dark: AllStates (every state side by side) and Percent (a focused field).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: { label: 'Volume (bbl)', minValue: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Volume (bbl)' });
    await userEvent.type(input, '950000');
    await userEvent.tab();
    await expect(input).toHaveValue('950,000');
    await expect(args.onChange).toHaveBeenLastCalledWith(950000);
  },
};

export const Empty: Story = { args: { placeholder: 'e.g. 950,000' } };

/** USD with two decimals through `formatOptions`; typing "82.4" commits as $82.40. */
export const Currency: Story = {
  args: {
    label: 'Price per barrel',
    minValue: 0,
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Price per barrel' });
    await userEvent.type(input, '82.4');
    await userEvent.tab();
    await expect(input).toHaveValue('$82.40');
    await expect(args.onChange).toHaveBeenLastCalledWith(82.4);
  },
};

/** A rate in percentage points (0–100, step 0.1), as the commission dialog needs (docs/product.md#constants). */
export const Percent: Story = {
  parameters: { chromatic: shots.dark },
  args: {
    label: 'Commission rate (%)',
    minValue: 0,
    maxValue: 100,
    step: 0.1,
    defaultValue: 2.5,
    formatOptions: { style: 'unit', unit: 'percent', maximumFractionDigits: 1 },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Commission rate (%)' });
    await expect(input).toHaveValue('2.5%');
    // Keyboard: the arrow keys step by 0.1.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('2.7%');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2.6%');
  },
};

/** A ratio with `style: 'percent'`: the value 0.87 shows as 87%. */
export const PercentOfOne: Story = {
  args: {
    label: 'Match success',
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    defaultValue: 0.87,
    formatOptions: { style: 'percent' },
  },
};

/** Values above `maxValue` clamp on commit; the steppers stop at the bounds. */
export const MinAndMax: Story = {
  args: { label: 'Commission rate (%)', minValue: 0, maxValue: 100, step: 0.1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Commission rate (%)' });
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const Steppers: Story = {
  args: { label: 'Cargoes', minValue: 0, defaultValue: 1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Cargoes' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('2');
  },
};

export const WithoutSteppers: Story = { args: { showSteppers: false, defaultValue: 950000 } };

export const WithDescription: Story = {
  args: { description: 'Whole barrels; at least 1.', defaultValue: 950000 },
};

export const Invalid: Story = {
  args: {
    label: 'Volume',
    isInvalid: true,
    errorMessage: 'Volume must be greater than 0',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Volume' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Volume must be greater than 0');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 950000 } };

/** Every state side by side (the screenshots' dark shot of the field). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <NumberField {...args} label="Empty" placeholder="e.g. 950,000" />
      <NumberField
        {...args}
        label="With value and description"
        defaultValue={950000}
        description="Whole barrels; at least 1."
      />
      <NumberField
        {...args}
        label="Currency"
        minValue={0}
        defaultValue={82.4}
        formatOptions={{ style: 'currency', currency: 'USD' }}
      />
      <NumberField {...args} label="Without steppers" showSteppers={false} defaultValue={950000} />
      <NumberField {...args} label="Required" isRequired />
      <NumberField
        {...args}
        label="Invalid"
        defaultValue={0}
        isInvalid
        errorMessage="Volume must be greater than 0"
      />
      <NumberField {...args} label="Disabled" isDisabled defaultValue={950000} />
      <NumberField {...args} label="Read-only" isReadOnly defaultValue={950000} />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Maximum price per metric ton delivered, including freight and insurance',
    formatOptions: { style: 'currency', currency: 'USD' },
    defaultValue: 123456789.12,
    description: 'The buyer will not see offers above this price.',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
