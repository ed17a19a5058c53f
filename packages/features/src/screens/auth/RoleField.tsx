import type { Control } from 'react-hook-form';
import { Radio } from '@petrobridge/ui';
import { FormRadioGroup } from '../../kit/form-radio-group';
import type { RegisterInput } from '../../data/api/auth';

/** Client-spec §2, §6: registration offers seller, buyer and broker; the default is buyer. */
export function RoleField({ control }: { control: Control<RegisterInput> }) {
  return (
    <FormRadioGroup control={control} name="role" label="Role" orientation="horizontal" isRequired>
      <Radio value="seller">Seller</Radio>
      <Radio value="buyer">Buyer</Radio>
      <Radio value="broker">Broker</Radio>
    </FormRadioGroup>
  );
}
