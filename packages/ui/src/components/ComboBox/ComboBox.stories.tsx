import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { ComboBox, ComboBoxItem } from './ComboBox';
import { shots } from '@petrobridge/story-kit';

const companies = [
  { id: 'c1', name: 'Niger Delta Petroleum Resources', country: 'Nigeria' },
  { id: 'c2', name: 'Sahara Energy Fields', country: 'Nigeria' },
  { id: 'c3', name: 'Sonangol Trading', country: 'Angola' },
  { id: 'c4', name: 'Ghana National Petroleum', country: 'Ghana' },
  { id: 'c5', name: 'Rotterdam Refining BV', country: 'Netherlands' },
  { id: 'c6', name: 'Gulf Coast Fuels LLC', country: 'United States' },
  { id: 'c7', name: 'Hamburg Energy Trading GmbH', country: 'Germany' },
];
type Company = (typeof companies)[number];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  // In dark: AllStates (empty, with a value, description, required, invalid, disabled) and
  // OpenWithButton (the open list).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: {
    label: 'Seller company',
    placeholder: 'Search companies',
    emptyMessage: 'No companies found',
    defaultItems: companies,
    children: (item: object) => {
      const c = item as Company;
      return (
        <ComboBoxItem id={c.id} textValue={c.name} description={c.country}>
          {c.name}
        </ComboBoxItem>
      );
    },
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

/** Typing filters the companies; a click picks one. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Seller company' });
    await userEvent.type(input, 'pet');
    const options = within(await listbox()).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await userEvent.click(options[1]!);
    await expect(args.onChange).toHaveBeenCalledWith('c4');
    await expect(input).toHaveValue('Ghana National Petroleum');
  },
};

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: 'c5' } };

/** Keyboard: arrow keys open and move, Enter picks, Escape closes and keeps the text. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Seller company' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('c2');
    await expect(input).toHaveValue('Sahara Energy Fields');
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await expect(input).toHaveValue('Sahara Energy Fields');
  },
};

/** Nothing matches: the list says so. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(within(await listbox()).getByText('No companies found')).toBeInTheDocument();
  },
};

/** The open button lists every company. */
export const OpenWithButton: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    await expect(within(await listbox()).getAllByRole('option')).toHaveLength(companies.length);
  },
};

export const WithDescription: Story = {
  args: { description: 'Only companies with approved KYC can sell.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Seller company is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Seller company is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'c1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** Every state of the field, each labelled with it. */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4">
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="With a value" defaultValue="c5" />
      <ComboBox {...args} label="With description" description="A line of help under the field" />
      <ComboBox {...args} label="Required" isRequired />
      <ComboBox {...args} label="Invalid" isInvalid errorMessage="Seller company is required" />
      <ComboBox {...args} label="Disabled" isDisabled defaultValue="c1" />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Buyer company (the legal entity named on the letter of credit)',
    defaultItems: [
      ...companies,
      {
        id: 'long',
        name: 'Compagnie Européenne de Raffinage et de Négoce Pétrolier Internationale SA',
        country: 'France',
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
