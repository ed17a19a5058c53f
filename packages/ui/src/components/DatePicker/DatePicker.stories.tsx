import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Stack } from '../Stack';
import { DatePicker } from './DatePicker';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  // In dark: AllStates (empty, with a value, description, required, invalid, disabled) and Open
  // (the calendar popover).
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: {
    label: 'Delivery date',
    // Pins the month the calendar opens on, so the stories do not change with today's date.
    placeholderValue: parseDate('2025-09-01'),
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing into the segments: month, day, year; focus moves on by itself. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/ })).toHaveFocus();
    await userEvent.keyboard('09122025');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-09-12'));
  },
};

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: parseDate('2025-09-12') } };

/** The calendar button opens the popover; a click picks the day and closes it. */
export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2025-09-12') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /September 18, 2025/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2025-09-18'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The calendar, open. */
export const Open: Story = {
  parameters: { chromatic: shots.dark },
  args: { defaultValue: parseDate('2025-09-12'), defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeInTheDocument();
  },
};

/** Keyboard: Alt+ArrowDown opens the calendar, arrows move, Enter picks, Escape closes. */
export const Keyboard: Story = {
  args: { defaultValue: parseDate('2025-09-12') },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /September 12, 2025/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2025-09-13'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Up and down arrows change the focused segment.
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-09-14'));
  },
};

/** No delivery before the 10th: earlier days are disabled and a typed one is invalid. */
export const MinValue: Story = {
  args: {
    minValue: parseDate('2025-09-10'),
    defaultValue: parseDate('2025-09-05'),
    validationBehavior: 'aria',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/must be 9\/10\/2025 or later/)).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: 'The first day of the delivery window (laycan).' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2025-09-05'),
    isInvalid: true,
    errorMessage: 'Delivery date is required',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivery date is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2025-09-12') },
};

/** Every state of the field, each labelled with it. */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="4">
      <DatePicker {...args} label="Empty" />
      <DatePicker {...args} label="With a value" defaultValue={parseDate('2025-09-12')} />
      <DatePicker {...args} label="With description" description="A line of help under the field" />
      <DatePicker {...args} label="Required" isRequired />
      <DatePicker
        {...args}
        label="Invalid"
        defaultValue={parseDate('2025-09-05')}
        isInvalid
        errorMessage="Delivery date is required"
      />
      <DatePicker {...args} label="Disabled" isDisabled defaultValue={parseDate('2025-09-12')} />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Required delivery date at the discharge port, as stated in the RFQ',
    description: 'Buyers see offers that can deliver on or before this date.',
    defaultValue: parseDate('2025-12-31'),
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...LongText,
  globals: { viewport: { value: 'mobile' } },
};
