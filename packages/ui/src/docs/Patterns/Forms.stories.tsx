import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Controller,
  useForm,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  Button,
  Checkbox,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  DropZone,
  Form,
  Grid,
  Heading,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  parseDate,
} from '../../index';
import { clearAnnouncements } from '../storyDecorators';
import { shots } from '@petrobridge/story-kit';

/**
 * The one mapping from react-hook-form's Controller to a field of this package: every field takes
 * `name`, `value`, `onChange`, `onBlur` and a `ref` that focuses it, plus `isInvalid` and
 * `errorMessage`. (Fields whose value is not a string, such as Checkbox and DatePicker, map
 * `value` themselves; see below.)
 */
function fieldProps<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
) {
  return {
    ref: field.ref,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}

const productTypes = [
  { id: 'crude_oil_wti', name: 'Crude oil (WTI)' },
  { id: 'crude_oil_brent', name: 'Crude oil (Brent)' },
  { id: 'natural_gas', name: 'Natural gas' },
  { id: 'diesel', name: 'Diesel' },
  { id: 'gasoline', name: 'Gasoline' },
  { id: 'jet_fuel', name: 'Jet fuel' },
  { id: 'heating_oil', name: 'Heating oil' },
] as const;
const companies = [
  { id: 'c1', name: 'Rotterdam Refining BV', country: 'Netherlands' },
  { id: 'c2', name: 'Gulf Coast Fuels LLC', country: 'United States' },
  { id: 'c3', name: 'Hamburg Energy Trading GmbH', country: 'Germany' },
];

/** The RFQ schema of docs/product.md#validation (with the buyer company and two flags added for the demo). */
const rfqSchema = z.object({
  productType: z.string({ error: 'Product type is required' }).min(1, 'Product type is required'),
  volume: z.number({ error: 'Volume is required' }).min(1, 'Volume must be greater than 0'),
  volumeUnit: z.enum(['bbl', 'MMBtu', 'gal', 'MT']),
  maxPricePerUnit: z
    .number({ error: 'Max price is required' })
    .min(0.01, 'Price must be greater than 0'),
  buyerCompanyId: z
    .string({ error: 'Buyer company is required' })
    .min(1, 'Buyer company is required'),
  deliveryLocation: z.string().trim().min(1, 'Delivery location is required'),
  requiredDeliveryDate: z.string().min(1, 'Delivery date is required'),
  specifications: z.string(),
  isAnonymized: z.boolean(),
  isActive: z.boolean(),
});
type RfqInput = z.infer<typeof rfqSchema>;

const emptyRfq: RfqInput = {
  productType: '',
  volume: Number.NaN,
  volumeUnit: 'bbl',
  maxPricePerUnit: Number.NaN,
  buyerCompanyId: '',
  deliveryLocation: '',
  requiredDeliveryDate: '',
  specifications: '',
  isAnonymized: true,
  isActive: true,
};

function RfqForm({
  onSubmit,
  defaultValues = emptyRfq,
}: {
  onSubmit: (values: RfqInput) => void;
  defaultValues?: RfqInput;
}) {
  const { control, handleSubmit, reset, formState } = useForm<RfqInput>({
    resolver: zodResolver(rfqSchema),
    defaultValues,
    // §5: the RFQ form validates on change.
    mode: 'onChange',
  });
  return (
    // `aria` validation: react-hook-form owns the rules, so the browser does not block submit.
    <Form validationBehavior="aria" onSubmit={handleSubmit(onSubmit)} onReset={() => reset()}>
      <Heading level={2} size="xl">
        New request for quotation
      </Heading>
      <Controller
        control={control}
        name="productType"
        render={({ field, fieldState }) => (
          <Select {...fieldProps(field, fieldState)} label="Product type" isRequired>
            {productTypes.map((p) => (
              <SelectItem key={p.id} id={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </Select>
        )}
      />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <Controller
          control={control}
          name="volume"
          render={({ field, fieldState }) => (
            <NumberField
              {...fieldProps(field, fieldState)}
              label="Volume"
              minValue={0}
              isRequired
            />
          )}
        />
        <Controller
          control={control}
          name="maxPricePerUnit"
          render={({ field, fieldState }) => (
            <NumberField
              {...fieldProps(field, fieldState)}
              label="Max price per unit"
              step={0.01}
              formatOptions={{ style: 'currency', currency: 'USD' }}
              isRequired
            />
          )}
        />
      </Grid>
      <Controller
        control={control}
        name="volumeUnit"
        render={({ field, fieldState }) => (
          <RadioGroup
            {...fieldProps(field, fieldState)}
            label="Volume unit"
            orientation="horizontal"
          >
            <Radio value="bbl">Barrels</Radio>
            <Radio value="MMBtu">MMBtu</Radio>
            <Radio value="gal">Gallons</Radio>
            <Radio value="MT">Metric tons</Radio>
          </RadioGroup>
        )}
      />
      <Controller
        control={control}
        name="buyerCompanyId"
        render={({ field, fieldState }) => (
          <ComboBox
            {...fieldProps(field, fieldState)}
            label="Buyer company"
            placeholder="Search companies"
            emptyMessage="No companies found"
            defaultItems={companies}
            isRequired
          >
            {(c) => (
              <ComboBoxItem id={c.id} textValue={c.name} description={c.country}>
                {c.name}
              </ComboBoxItem>
            )}
          </ComboBox>
        )}
      />
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <Controller
          control={control}
          name="deliveryLocation"
          render={({ field, fieldState }) => (
            <TextField {...fieldProps(field, fieldState)} label="Delivery location" isRequired />
          )}
        />
        <Controller
          control={control}
          name="requiredDeliveryDate"
          render={({ field: { value, onChange, ...field }, fieldState }) => (
            // The form keeps the API's ISO date string; the picker works on a CalendarDate.
            <DatePicker
              {...fieldProps({ ...field, value, onChange }, fieldState)}
              value={value ? parseDate(value) : null}
              onChange={(date) => onChange(date ? date.toString() : '')}
              label="Required delivery date"
              placeholderValue={parseDate('2025-09-01')}
              isRequired
            />
          )}
        />
      </Grid>
      <Controller
        control={control}
        name="specifications"
        render={({ field, fieldState }) => (
          <TextArea
            {...fieldProps(field, fieldState)}
            label="Specifications"
            description="Optional: API gravity, sulphur content, pour point."
          />
        )}
      />
      <Controller
        control={control}
        name="isAnonymized"
        render={({ field: { value, ...field }, fieldState }) => (
          <Checkbox {...fieldProps({ ...field, value }, fieldState)} value="on" isSelected={value}>
            Hide my company name from sellers
          </Checkbox>
        )}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field: { value, ...field }, fieldState }) => (
          <Switch {...fieldProps({ ...field, value }, fieldState)} value="on" isSelected={value}>
            Publish now
          </Switch>
        )}
      />
      <Inline justify="end" gap="3" collapseBelow="tablet">
        <Button type="reset" variant="ghost">
          Clear
        </Button>
        <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Creating RFQ">
          Create RFQ
        </Button>
      </Inline>
    </Form>
  );
}

const meta = {
  title: 'UI/Patterns/Forms',
  component: RfqForm,
  // In dark: SubmitEmpty (every field invalid) and FillAndSubmit (every field filled).
  parameters: {
    chromatic: shots.responsive,
    layout: 'padded',
    docs: {
      description: {
        component:
          'Forms use react-hook-form with `zodResolver`; the zod schema carries the messages of the specification. Each field goes through a `Controller` and gets `name`, `value`, `onChange`, `onBlur`, `ref`, `isInvalid` and `errorMessage`. The `Form` uses `validationBehavior="aria"` so the browser does not block submit before react-hook-form runs. The product binds forms exactly this way through its form kit (`useApiForm` in packages/features/src/kit/form.tsx): typed default values, the pending state on the submit button, `reset()` on Cancel, a select built from a domain enum and its labels, and the server\'s answer where it belongs: a 400\'s `errors[{ path, message }]` go to `setError(path)` so they show under their fields, and any other failure is a form-level message under the form (plus the failure toast). See "Server Errors Under Their Fields".',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: clearAnnouncements,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RfqForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitting empty: every required field shows its §5 message and focus goes to the first. */
export const SubmitEmpty: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create RFQ' }));
    await expect(await canvas.findByText('Product type is required')).toBeInTheDocument();
    await expect(canvas.getByText('Volume is required')).toBeInTheDocument();
    await expect(canvas.getByText('Max price is required')).toBeInTheDocument();
    await expect(canvas.getByText('Buyer company is required')).toBeInTheDocument();
    await expect(canvas.getByText('Delivery location is required')).toBeInTheDocument();
    await expect(canvas.getByText('Delivery date is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // react-hook-form focuses the first invalid field through its ref.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Product type/ })).toHaveFocus());
  },
};

/** Validated on change: a volume of 0 is refused as soon as it is committed, and fixed again. */
export const ValidateOnChange: Story = {
  play: async ({ canvas }) => {
    const volume = canvas.getByRole('textbox', { name: 'Volume' });
    await userEvent.type(volume, '0');
    await userEvent.tab();
    await expect(await canvas.findByText('Volume must be greater than 0')).toBeInTheDocument();
    await expect(volume).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(volume);
    await userEvent.type(volume, '950000');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.queryByText('Volume must be greater than 0')).not.toBeInTheDocument(),
    );
  },
};

/** Filled in with mouse and keyboard, then submitted: the handler gets typed, parsed values. */
export const FillAndSubmit: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Product type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Crude oil (Brent)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Volume' }), '950000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price per unit' }), '82.4');
    await userEvent.click(canvas.getByRole('radio', { name: 'Metric tons' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buyer company' }), 'ham');
    await userEvent.click(await body.findByRole('option', { name: /Hamburg Energy/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Delivery location' }), 'Rotterdam');
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /month/ })[0]!);
    await userEvent.keyboard('10152025');
    await userEvent.click(canvas.getByRole('switch', { name: 'Publish now' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create RFQ' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(firstArgument(args.onSubmit)).toEqual({
      productType: 'crude_oil_brent',
      volume: 950000,
      volumeUnit: 'MT',
      maxPricePerUnit: 82.4,
      buyerCompanyId: 'c3',
      deliveryLocation: 'Rotterdam',
      requiredDeliveryDate: '2025-10-15',
      specifications: '',
      isAnonymized: true,
      isActive: false,
    });
  },
};

/** The first argument of a mock's first call (react-hook-form also passes the event). */
function firstArgument(mock: unknown): unknown {
  return (mock as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];
}

/** Errors from the start (e.g. a draft reopened), at phone width. */
export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create RFQ' }));
    await expect(await canvas.findByText('Product type is required')).toBeInTheDocument();
  },
};

const kycSchema = z.object({
  documents: z
    .array(z.instanceof(File))
    .min(1, 'Upload at least one document')
    .max(5, 'Up to 5 files'),
});
type KycInput = z.infer<typeof kycSchema>;

function KycUploadForm({ onSubmit }: { onSubmit: (values: KycInput) => void }) {
  const { control, handleSubmit } = useForm<KycInput>({
    resolver: zodResolver(kycSchema),
    defaultValues: { documents: [] },
  });
  return (
    <Form validationBehavior="aria" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="1">
        <Heading level={2} size="xl">
          Company documents
        </Heading>
        <Text tone="muted" size="sm">
          Files are checked as they are chosen; the form checks that there is at least one.
        </Text>
      </Stack>
      <Controller
        control={control}
        name="documents"
        render={({ field, fieldState }) => (
          <DropZone
            {...fieldProps(field, fieldState)}
            label="KYC documents"
            isRequired
            maxSize={10 * 1024 * 1024}
            acceptedExtensions={['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx']}
            maxFiles={5}
          />
        )}
      />
      <Inline justify="end">
        <Button type="submit">Upload</Button>
      </Inline>
    </Form>
  );
}

/** A file field with react-hook-form: the DropZone's `value` is the array of chosen files. */
export const FileUpload: StoryObj<typeof KycUploadForm> = {
  render: (args) => <KycUploadForm {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Upload at least one document')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus());
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const licence = new File(['%PDF'], 'business-license.pdf');
    await userEvent.upload(input, [licence]);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** What a server answers to a bad submit: 400 `{ message, errors: [{ path, message }] }`. */
interface ServerVerdict {
  message: string;
  errors?: { path: string; message: string }[];
}

const companySchema = z.object({
  name: z.string().min(1, 'Company name is required'),
  registrationNumber: z.string().min(1, 'Registration number is required'),
});
type CompanyInput = z.infer<typeof companySchema>;

/**
 * The form kit's server binding, with ui pieces only: a rejected submit's `errors[]` are set on
 * their fields; what matches no field is shown under the form.
 */
function ServerVerdictForm({ submit }: { submit: (values: CompanyInput) => Promise<void> }) {
  const { control, handleSubmit, setError, formState } = useForm<CompanyInput>({
    resolver: zodResolver(companySchema),
    defaultValues: { name: '', registrationNumber: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (failure) {
      const verdict = failure as ServerVerdict;
      const fields = verdict.errors ?? [];
      for (const { path, message } of fields)
        if (path in values) setError(path as keyof CompanyInput, { type: 'server', message });
      if (!fields.some(({ path }) => path in values))
        setError('root.server', { type: 'server', message: verdict.message });
    }
  });
  return (
    <Form
      validationBehavior="aria"
      aria-label="Register company"
      onSubmit={(e) => void onSubmit(e)}
    >
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField {...fieldProps(field, fieldState)} label="Company name" isRequired />
        )}
      />
      <Controller
        control={control}
        name="registrationNumber"
        render={({ field, fieldState }) => (
          <TextField {...fieldProps(field, fieldState)} label="Registration number" isRequired />
        )}
      />
      {formState.errors.root?.server ? (
        <Text size="sm" tone="danger" role="alert">
          {formState.errors.root.server.message}
        </Text>
      ) : null}
      <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Registering">
        Register company
      </Button>
    </Form>
  );
}

/** A 400 lands under the field it names, not in a generic "Invalid request" message. */
export const ServerErrorsUnderTheirFields: StoryObj<typeof ServerVerdictForm> = {
  render: (args) => <ServerVerdictForm {...args} />,
  args: {
    submit: () =>
      Promise.reject({
        message: 'Invalid request',
        errors: [{ path: 'registrationNumber', message: 'This registration number is taken' }],
      } satisfies ServerVerdict),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Delta Oil');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Registration number/ }), 'RC-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register company' }));
    await expect(await canvas.findByText('This registration number is taken')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Registration number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.queryByText('Invalid request')).toBeNull();
  },
};

/** A failure that names no field shows under the form. */
export const ServerFailureUnderTheForm: StoryObj<typeof ServerVerdictForm> = {
  render: (args) => <ServerVerdictForm {...args} />,
  args: {
    submit: () => Promise.reject({ message: 'Company registration is closed today' }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Delta Oil');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Registration number/ }), 'RC-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register company' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Company registration is closed today',
    );
  },
};
