import { isWeekend, parseDate, type DateValue } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Calendar } from './Calendar';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Calendar',
  component: Calendar,
  // In dark: AllStates (selected, disabled and unavailable dates, invalid, disabled).
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Delivery date',
    defaultValue: parseDate('2025-09-12'),
    onChange: fn(),
  },
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Delivery date, September 2025');
    await userEvent.click(canvas.getByRole('button', { name: /Monday, September 15, 2025/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2025-09-15'));
  },
};

/** Keyboard: arrows move by day and week, Page Down by month, Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /September 12, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2025-09-20'));
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading')).toHaveTextContent('October 2025');
  },
};

/** Dates before `minValue` are disabled: no delivery in the past. */
export const MinValue: Story = {
  args: { minValue: parseDate('2025-09-10') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /September 9, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Unavailable dates (weekends: terminals closed) are struck through. */
export const UnavailableDates: Story = {
  args: { isDateUnavailable: (date) => isWeekend(date, 'en-US') },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2025-09-13'),
    isInvalid: true,
    errorMessage: 'The terminal is closed on weekends',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The terminal is closed on weekends')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Every state side by side, each under its name. */
export const AllStates: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => {
    const states = [
      { name: 'Selected date', props: {} },
      {
        name: 'Past dates disabled, weekends unavailable',
        props: {
          minValue: parseDate('2025-09-10'),
          isDateUnavailable: (date: DateValue) => isWeekend(date, 'en-US'),
        },
      },
      {
        name: 'Invalid',
        props: {
          defaultValue: parseDate('2025-09-13'),
          isInvalid: true,
          errorMessage: 'The terminal is closed on weekends',
        },
      },
      { name: 'Disabled', props: { isDisabled: true } },
    ];
    return (
      <Inline gap="8" align="start">
        {states.map(({ name, props }) => (
          <Stack key={name} gap="2">
            <Text size="sm" weight="medium">
              {name}
            </Text>
            <Calendar {...args} {...props} aria-label={name} />
          </Stack>
        ))}
      </Inline>
    );
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
