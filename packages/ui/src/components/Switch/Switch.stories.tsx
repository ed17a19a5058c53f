import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { Switch } from './Switch';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  // In dark: AllStates (every state side by side) and Keyboard (the focus ring).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: { children: 'Email notifications', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

/** Keyboard: Tab focuses, Space toggles. */
export const Keyboard: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Anonymise listings',
    description: 'Hide the company name from buyers until a deal starts.',
    defaultSelected: true,
  },
};

export const Invalid: Story = {
  args: {
    children: 'Publish listing',
    isInvalid: true,
    errorMessage: 'Complete KYC before publishing',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complete KYC before publishing')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

/** Every state side by side (the screenshots' dark shot of the switch). */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4">
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch
        {...args}
        defaultSelected
        description="Hide the company name from buyers until a deal starts."
      >
        With description
      </Switch>
      <Switch {...args} isInvalid errorMessage="Complete KYC before publishing">
        Invalid
      </Switch>
      <Switch {...args} isDisabled>
        Disabled, off
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled, on
      </Switch>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Send me a daily summary of new offers, RFQs and deal status changes for the products I follow',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
