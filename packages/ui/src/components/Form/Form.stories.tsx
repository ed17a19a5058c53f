import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { NumberField } from '../NumberField';
import { Select, SelectItem } from '../Select';
import { TextField } from '../TextField';
import { Form } from './Form';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Form',
  component: Form,
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: {
    onSubmit: fn((e: React.FormEvent<HTMLFormElement>) => e.preventDefault()),
    children: (
      <>
        <TextField name="companyName" label="Company name" isRequired />
        <TextField name="email" label="Contact email" type="email" isRequired />
        <NumberField name="volume" label="Volume (bbl)" minValue={1} isRequired />
        <Select name="volumeUnit" label="Volume unit" defaultValue="bbl">
          <SelectItem id="bbl">Barrels (bbl)</SelectItem>
          <SelectItem id="MT">Metric tons (MT)</SelectItem>
        </Select>
        <Inline justify="end" gap="3">
          <Button type="reset" variant="ghost">
            Reset
          </Button>
          <Button type="submit">Save company</Button>
        </Inline>
      </>
    ),
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty: native validation stops it and every required field shows its message. */
export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save company' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
  },
};

/** Filled in and submitted with the keyboard: Enter in a field submits. */
export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'Sahara Energy');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contact email' }), 'ops@sahara.ng');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Volume (bbl)' }), '950000{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const form = canvas.getByRole('textbox', { name: 'Company name' }).closest('form')!;
    const data = Object.fromEntries(new FormData(form));
    await expect(data).toEqual({
      companyName: 'Sahara Energy',
      email: 'ops@sahara.ng',
      volume: '950000',
      volumeUnit: 'bbl',
    });
  },
};

/** The server's errors, by field name, on the matching fields. */
export const ServerErrors: Story = {
  args: {
    validationErrors: {
      companyName: 'A company with this name is already registered',
      email: 'This email is already in use',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'A company with this name is already registered',
    );
  },
};

/** `validationBehavior="aria"`: a field's `validate` runs as the user types; submit is not blocked. */
export const LiveValidation: Story = {
  args: {
    validationBehavior: 'aria',
    children: (
      <>
        <TextField
          name="email"
          label="Contact email"
          validate={(value) =>
            value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
              ? null
              : 'Enter an email address such as ops@company.com'
          }
        />
        <Button type="submit">Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Contact email' });
    await userEvent.type(email, 'ops@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Enter an email address such as ops@company.com',
    );
    await userEvent.type(email, 'sahara.ng');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...ServerErrors,
  globals: { viewport: { value: 'mobile' } },
};
