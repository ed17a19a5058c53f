import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup';
import { shots } from '@petrobridge/story-kit';

const units = [
  { value: 'bbl', label: 'Barrels (bbl)' },
  { value: 'MMBtu', label: 'MMBtu' },
  { value: 'gal', label: 'Gallons (gal)' },
  { value: 'MT', label: 'Metric tons (MT)' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  // In dark: AllStates (every state side by side) and Keyboard (the focus ring).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: {
    label: 'Volume unit',
    onChange: fn(),
    children: units.map((u) => (
      <Radio key={u.value} value={u.value}>
        {u.label}
      </Radio>
    )),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Metric tons (MT)' }));
    await expect(args.onChange).toHaveBeenCalledWith('MT');
    await expect(canvas.getByRole('radio', { name: 'Metric tons (MT)' })).toBeChecked();
  },
};

export const WithValue: Story = { args: { defaultValue: 'bbl' } };

/** Keyboard: Tab enters the group on the selected radio, arrows move and select. */
export const Keyboard: Story = {
  parameters: { chromatic: shots.dark },
  args: { defaultValue: 'bbl' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Barrels (bbl)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Gallons (gal)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('gal');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'MMBtu' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'bbl' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Account type',
    defaultValue: 'seller',
    children: [
      <Radio key="seller" value="seller" description="List cargoes and receive offers.">
        Seller
      </Radio>,
      <Radio key="buyer" value="buyer" description="Post RFQs and buy cargoes.">
        Buyer
      </Radio>,
    ],
    description: 'You can ask an admin to change it later.',
  },
  play: async ({ canvas }) => {
    // The option's own help text first, then the group's.
    await expect(canvas.getByRole('radio', { name: 'Seller' })).toHaveAccessibleDescription(
      /^List cargoes and receive offers\./,
    );
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Volume unit is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Volume unit is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'bbl' } };

export const DisabledOption: Story = {
  args: {
    defaultValue: 'bbl',
    children: units.map((u) => (
      <Radio key={u.value} value={u.value} isDisabled={u.value === 'MMBtu'}>
        {u.label}
      </Radio>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'MMBtu' })).toBeDisabled();
  },
};

const options = (disabled?: string) =>
  units.slice(0, 2).map((u) => (
    <Radio key={u.value} value={u.value} isDisabled={u.value === disabled}>
      {u.label}
    </Radio>
  ));

/** Every state side by side (the screenshots' dark shot of the radios). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      <RadioGroup {...args} label="Nothing selected">
        {options()}
      </RadioGroup>
      <RadioGroup {...args} label="Selected" defaultValue="bbl">
        {options()}
      </RadioGroup>
      <RadioGroup {...args} label="Horizontal" orientation="horizontal" defaultValue="bbl">
        {options()}
      </RadioGroup>
      <RadioGroup
        {...args}
        label="With descriptions"
        defaultValue="seller"
        description="You can ask an admin to change it later."
      >
        <Radio value="seller" description="List cargoes and receive offers.">
          Seller
        </Radio>
        <Radio value="buyer" description="Post RFQs and buy cargoes.">
          Buyer
        </Radio>
      </RadioGroup>
      <RadioGroup {...args} label="Required" isRequired>
        {options()}
      </RadioGroup>
      <RadioGroup {...args} label="Invalid" isInvalid errorMessage="Volume unit is required">
        {options()}
      </RadioGroup>
      <RadioGroup {...args} label="Disabled" isDisabled defaultValue="bbl">
        {options()}
      </RadioGroup>
      <RadioGroup {...args} label="One option disabled" defaultValue="bbl">
        {options('MMBtu')}
      </RadioGroup>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label:
      'How should the cargo be inspected at the load port before the bill of lading is issued?',
    children: [
      <Radio key="a" value="a">
        Independent surveyor appointed by the buyer, with costs shared equally between buyer and
        seller
      </Radio>,
      <Radio key="b" value="b">
        Terminal operator&apos;s certificate of quantity and quality
      </Radio>,
    ],
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
