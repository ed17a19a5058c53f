import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { TextField as RACTextField } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { formColumn } from '../../docs/storyDecorators';
import { Icon } from '../Icon';
import {
  Description,
  FieldAdornment,
  FieldButton,
  FieldError,
  FieldGroup,
  Input,
  Label,
  fieldClassName,
} from './Field';
import { shots } from '@petrobridge/story-kit';

/**
 * The shared field parts every field of the package composes. A feature that needs a field the
 * package lacks builds it from the same parts around a react-aria-components field, and its
 * label, help and errors look and behave like every other field's.
 */
function WalletAddressField({
  isInvalid,
  onCopy,
}: {
  isInvalid?: boolean;
  onCopy?: (value: string) => void;
}) {
  const value = '0x52908400098527886E0F7030069857D2E4169EE7';
  return (
    <RACTextField className={fieldClassName} defaultValue={value} isReadOnly isInvalid={isInvalid}>
      <Label isRequired>Settlement wallet</Label>
      <FieldGroup>
        <FieldAdornment>USDT</FieldAdornment>
        <Input />
        <FieldButton aria-label="Copy address" onPress={() => onCopy?.(value)}>
          <Icon icon={Copy} size="sm" />
        </FieldButton>
      </FieldGroup>
      <Description>Payments in USDT (ERC-20) settle to this address.</Description>
      <FieldError>This address failed the checksum test</FieldError>
    </RACTextField>
  );
}

const meta = {
  title: 'UI/Field',
  component: WalletAddressField,
  parameters: { layout: 'padded' },
  decorators: [formColumn],
  args: { onCopy: fn() },
} satisfies Meta<typeof WalletAddressField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label (with the required mark), group with an adornment, input and button, description. */
export const Composed: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Settlement wallet' });
    await expect(input).toHaveAccessibleDescription(
      'Payments in USDT (ERC-20) settle to this address.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(args.onCopy).toHaveBeenCalledWith('0x52908400098527886E0F7030069857D2E4169EE7');
  },
};

/** FieldError shows only while the field is invalid, linked to the input. */
export const Invalid: Story = {
  parameters: { chromatic: shots.dark },
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      /This address failed the checksum test/,
    );
  },
};
