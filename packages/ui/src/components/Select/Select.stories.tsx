import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { Select, SelectItem } from './Select';
import { shots } from '@petrobridge/story-kit';

const products = [
  { id: 'crude_oil_wti', name: 'Crude oil (WTI)', grade: 'Light sweet, API 39.6' },
  { id: 'crude_oil_brent', name: 'Crude oil (Brent)', grade: 'Light sweet, API 38.3' },
  { id: 'natural_gas', name: 'Natural gas', grade: 'Pipeline quality' },
  { id: 'diesel', name: 'Diesel', grade: 'EN 590, 10 ppm' },
  { id: 'gasoline', name: 'Gasoline', grade: 'RON 95' },
  { id: 'jet_fuel', name: 'Jet fuel', grade: 'Jet A-1' },
  { id: 'heating_oil', name: 'Heating oil', grade: 'No. 2' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  // In dark: AllStates (every closed state side by side), Open (the list, its selected option)
  // and DisabledOption (a disabled option in the list).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: {
    label: 'Product type',
    items: products,
    children: (item: object) => {
      const p = item as (typeof products)[number];
      return <SelectItem id={p.id}>{p.name}</SelectItem>;
    },
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Product type/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Diesel' }));
    await expect(args.onChange).toHaveBeenCalledWith('diesel');
    await expect(trigger).toHaveTextContent('Diesel');
  },
};

export const Empty: Story = { args: { placeholder: 'Choose a product' } };

export const WithValue: Story = { args: { defaultValue: 'crude_oil_brent' } };

/** Open, with the selected option checked. */
export const Open: Story = {
  parameters: { chromatic: shots.dark },
  args: { defaultValue: 'crude_oil_brent', defaultOpen: true },
  play: async () => {
    const options = within(await listbox()).getAllByRole('option');
    await expect(options).toHaveLength(products.length);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: arrow keys open the list and move, Enter picks, Escape closes without change. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Product type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('crude_oil_brent');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Options with a second line. */
export const WithDescriptions: Story = {
  args: {
    defaultOpen: true,
    children: (item: object) => {
      const p = item as (typeof products)[number];
      return (
        <SelectItem id={p.id} description={p.grade} textValue={p.name}>
          {p.name}
        </SelectItem>
      );
    },
  },
};

export const StaticItems: Story = {
  args: {
    label: 'Volume unit',
    items: undefined,
    defaultValue: 'bbl',
  },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="bbl">Barrels (bbl)</SelectItem>
      <SelectItem id="MMBtu">MMBtu</SelectItem>
      <SelectItem id="gal">Gallons (gal)</SelectItem>
      <SelectItem id="MT">Metric tons (MT)</SelectItem>
    </Select>
  ),
};

export const WithDescription: Story = {
  args: { description: 'The product as listed on the offer.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Product type is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Product type is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'diesel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Product type/ })).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  parameters: { chromatic: shots.dark },
  args: { disabledKeys: ['natural_gas'], defaultOpen: true },
  play: async () => {
    const option = within(await listbox()).getByRole('option', { name: 'Natural gas' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Every closed state side by side (the screenshots' dark shot of the trigger). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <Select {...args} label="Empty" />
      <Select
        {...args}
        label="With value and description"
        description="The product as listed on the offer."
        defaultValue="crude_oil_brent"
      />
      <Select {...args} label="Required" isRequired />
      <Select {...args} label="Invalid" isInvalid errorMessage="Product type is required" />
      <Select {...args} label="Disabled" isDisabled defaultValue="diesel" />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Product type as described in the sale and purchase agreement',
    items: [
      ...products,
      {
        id: 'long',
        name: 'Crude oil (Escravos Light), Nigerian export blend, FOB Escravos terminal',
        grade: '',
      },
    ],
    defaultValue: 'long',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
