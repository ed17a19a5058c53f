import { useState } from 'react';
import { Landmark, Ship } from 'lucide-react';
import { Button, Card, Checkbox, Grid, Text, formatDate, formatDateTime } from '@petrobridge/ui';
import {
  isAdminRole,
  lcDetailsSchema,
  lcDocumentTypeNames,
  lcDocumentTypes,
  lcEditableStatuses,
  shippingDetailsSchema,
  shippingEditableStatuses,
  type DealStatus,
  type LcDetailsInput,
  type LcDetailsValues,
  type ShippingDetailsInput,
  type ShippingDetailsValues,
} from '@petrobridge/domain';
import { Facts } from '../../kit/Facts';
import { FormDialog } from '../../kit/FormDialog';
import {
  FormCheckboxGroup,
  FormCurrencyField,
  FormDatePicker,
  FormError,
  FormNumberField,
  FormTextField,
  useApiForm,
} from '../../kit/form';
import { useRecordDealLc, useRecordDealShipping, type Deal } from '../../data/api/deals';
import { formatDealMoney } from '../../kit/money';
import { useDealAnchor } from './anchors';
import { withDealId } from './with-deal-id';
import * as s from './deal-page.css';

type User = { id: string; role: string } | null | undefined;

/** The LC and shipping sections' anchors: the super admin's Shipping opens `/deals/{id}#shipping`. */
export const LC_ID = 'lc';
export const SHIPPING_ID = 'shipping';

/** Who records the letter of credit: the deal's buyer (whose bank opens it), its broker, admins. */
const mayRecordLc = (user: User, deal: Deal) =>
  !!user &&
  (isAdminRole(user.role as never) ||
    (user.role === 'broker' && deal.brokerId === user.id) ||
    (user.role === 'buyer' && deal.buyerId === user.id));

/** Who records the shipment: the deal's seller (who ships), its broker, admins. */
const mayRecordShipping = (user: User, deal: Deal) =>
  !!user &&
  (isAdminRole(user.role as never) ||
    (user.role === 'broker' && deal.brokerId === user.id) ||
    (user.role === 'seller' && deal.sellerId === user.id));

const lifecycle: readonly DealStatus[] = [
  'negotiation',
  'lc_pending',
  'lc_confirmed',
  'shipped',
  'delivered',
  'completed',
];
/** Whether a deal has got as far as `from` on its way (a cancelled deal got nowhere). */
const atOrPast = (status: DealStatus, from: DealStatus) =>
  status !== 'cancelled' && lifecycle.indexOf(status) >= lifecycle.indexOf(from);

const LC_FORM = 'deal-lc-form';

function LcDialog({
  deal,
  isOpen,
  onOpenChange,
}: {
  deal: Deal;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const lc = deal.lcDetails;
  const form = useApiForm({
    schema: lcDetailsSchema,
    defaultValues: {
      issuingBank: lc?.issuingBank ?? '',
      confirmingBank: lc?.confirmingBank ?? '',
      lcNumber: lc?.lcNumber ?? '',
      amount: lc?.amount ?? deal.totalValue ?? undefined,
      currency: lc?.currency ?? deal.currency,
      tolerancePercent: lc?.tolerancePercent ?? 0,
      issueDate: lc?.issueDate ?? undefined,
      expiryDate: lc?.expiryDate ?? undefined,
      latestShipmentDate: lc?.latestShipmentDate ?? undefined,
      documentsRequired: lc?.documentsRequired ?? [
        'commercial_invoice',
        'bill_of_lading',
        'certificate_of_origin',
      ],
    } satisfies LcDetailsInput,
    useMutation: withDealId<LcDetailsValues, Deal>(useRecordDealLc, deal.id),
    success: {
      title: 'Letter of credit recorded',
      description: 'Everyone on the deal can see it; the deal can move to LC confirmed.',
    },
    failure: { title: 'Error', fallback: 'Failed to record the letter of credit' },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title="Letter of credit"
      description="As the issuing bank wrote it. The deal moves to LC confirmed only once it is recorded, issued, valid and covering the contract value, and both sides have signed the contract."
      formId={LC_FORM}
      submitLabel="Save letter of credit"
      pendingLabel="Saving letter of credit"
      form={form}
    >
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormTextField control={form.control} name="issuingBank" label="Issuing bank" isRequired />
        <FormTextField
          control={form.control}
          name="confirmingBank"
          label="Confirming bank"
          description="Optional."
        />
        <FormTextField control={form.control} name="lcNumber" label="LC number" isRequired />
        <FormNumberField
          control={form.control}
          name="amount"
          label="Amount"
          isRequired
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
        />
        <FormCurrencyField control={form.control} name="currency" />
        <FormNumberField
          control={form.control}
          name="tolerancePercent"
          label="Tolerance (%)"
          description="Optional, 0 to 10: how much more or less may be drawn (UCP 600 art. 30)."
          formatOptions={{ maximumFractionDigits: 2 }}
        />
        <FormDatePicker control={form.control} name="issueDate" label="Issue date" isRequired />
        <FormDatePicker
          control={form.control}
          name="expiryDate"
          label="Expiry date"
          description="On or after the issue date."
          isRequired
        />
        <FormDatePicker
          control={form.control}
          name="latestShipmentDate"
          label="Latest shipment date"
          description="On or before the expiry date."
          isRequired
        />
      </Grid>
      <FormCheckboxGroup
        control={form.control}
        name="documentsRequired"
        label="Documents required"
        description="What the bank needs presented for payment."
      >
        {lcDocumentTypes.map((type) => (
          <Checkbox key={type} value={type}>
            {lcDocumentTypeNames[type]}
          </Checkbox>
        ))}
      </FormCheckboxGroup>
      <FormError message={form.formError} />
    </FormDialog>
  );
}

const SHIPPING_FORM = 'deal-shipping-form';

function ShippingDialog({
  deal,
  isOpen,
  onOpenChange,
}: {
  deal: Deal;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sh = deal.shippingDetails;
  const form = useApiForm({
    schema: shippingDetailsSchema,
    defaultValues: {
      vesselName: sh?.vesselName ?? '',
      imoNumber: sh?.imoNumber ?? '',
      billOfLadingNumber: sh?.billOfLadingNumber ?? '',
      billOfLadingDate: sh?.billOfLadingDate ?? undefined,
      loadPort: sh?.loadPort ?? '',
      dischargePort: sh?.dischargePort ?? deal.deliveryLocation ?? '',
      eta: sh?.eta ?? deal.deliveryDate ?? undefined,
      deliveredDate: sh?.deliveredDate ?? undefined,
    } satisfies ShippingDetailsInput,
    useMutation: withDealId<ShippingDetailsValues, Deal>(useRecordDealShipping, deal.id),
    success: {
      title: 'Shipping details recorded',
      description: 'Everyone on the deal can see the shipment.',
    },
    failure: { title: 'Error', fallback: 'Failed to record the shipping details' },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title="Shipping details"
      description="Nominate the vessel once the LC is confirmed; add the bill of lading when the cargo is loaded (the deal moves to shipped only with it and a valid IMO number), and the delivery date once discharged (the deal moves to delivered only with it)."
      formId={SHIPPING_FORM}
      submitLabel="Save shipping details"
      pendingLabel="Saving shipping details"
      form={form}
    >
      <Grid columns={{ mobile: 1, tablet: 2 }} gap="4">
        <FormTextField control={form.control} name="vesselName" label="Vessel" isRequired />
        <FormTextField
          control={form.control}
          name="imoNumber"
          label="IMO number"
          description="7 digits, the last a check digit; needed to mark the deal shipped."
        />
        <FormTextField control={form.control} name="loadPort" label="Load port" isRequired />
        <FormTextField
          control={form.control}
          name="dischargePort"
          label="Discharge port"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="billOfLadingNumber"
          label="B/L number"
          description="Once the cargo is loaded."
        />
        <FormDatePicker control={form.control} name="billOfLadingDate" label="B/L date" />
        <FormDatePicker control={form.control} name="eta" label="ETA" isRequired />
        <FormDatePicker
          control={form.control}
          name="deliveredDate"
          label="Delivered on"
          description="Once discharged; on or after the B/L date."
        />
      </Grid>
      <FormError message={form.formError} />
    </FormDialog>
  );
}

const dateOrMissing = (date: string | null | undefined) =>
  date ? formatDate(date) : 'Not recorded';

/**
 * The letter of credit of a locked deal (docs/product.md#deal-page): its terms once recorded, and for
 * the deal's buyer, broker and admins the form, from lc pending until the LC is used for shipment.
 */
export function LetterOfCredit({ deal, user }: { deal: Deal; user: User }) {
  const [isEditing, setEditing] = useState(false);
  useDealAnchor(LC_ID);
  if (!atOrPast(deal.status, 'lc_pending') && !deal.lcDetails) return null;
  const lc = deal.lcDetails;
  const editable = lcEditableStatuses.includes(deal.status) && mayRecordLc(user, deal);
  return (
    <Card
      title="Letter of credit"
      headingLevel={2}
      id={LC_ID}
      actions={
        editable ? (
          <Button size="sm" variant="secondary" icon={Landmark} onPress={() => setEditing(true)}>
            {lc ? 'Edit letter of credit' : 'Record letter of credit'}
          </Button>
        ) : null
      }
    >
      {lc ? (
        <Facts
          className={s.facts}
          items={[
            ['LC number', lc.lcNumber],
            ['Issuing bank', lc.issuingBank],
            ['Confirming bank', lc.confirmingBank ?? 'None'],
            ['Amount', formatDealMoney(lc.amount, lc.currency, 2)],
            ['Tolerance', lc.tolerancePercent ? `± ${lc.tolerancePercent} %` : 'None'],
            ['Issue date', dateOrMissing(lc.issueDate)],
            ['Expiry date', dateOrMissing(lc.expiryDate)],
            ['Latest shipment', dateOrMissing(lc.latestShipmentDate)],
            [
              'Documents required',
              lc.documentsRequired.length
                ? lc.documentsRequired.map((d) => lcDocumentTypeNames[d]).join(', ')
                : 'None listed',
            ],
            ['Recorded', lc.recordedAt ? formatDateTime(lc.recordedAt) : 'Not recorded'],
          ]}
        />
      ) : (
        <Text tone="muted">
          No letter of credit recorded yet.{' '}
          {editable
            ? 'Record it to move the deal to LC confirmed.'
            : 'The buyer, the broker or an admin records it; the deal moves to LC confirmed once it is.'}
        </Text>
      )}
      {editable ? (
        <LcDialog
          key={lc?.recordedAt ?? 'none'}
          deal={deal}
          isOpen={isEditing}
          onOpenChange={setEditing}
        />
      ) : null}
    </Card>
  );
}

/**
 * The deal's shipment (docs/product.md#deal-page): vessel, ports, bill of lading and ETA once
 * recorded, with a warning when the ETA passed before delivery; for the deal's seller, broker and
 * admins the form, from LC confirmed until delivery.
 */
export function Shipping({ deal, user, today }: { deal: Deal; user: User; today: string }) {
  const [isEditing, setEditing] = useState(false);
  useDealAnchor(SHIPPING_ID);
  if (!atOrPast(deal.status, 'lc_confirmed') && !deal.shippingDetails) return null;
  const sh = deal.shippingDetails;
  const editable = shippingEditableStatuses.includes(deal.status) && mayRecordShipping(user, deal);
  const overdue = sh !== null && deal.status === 'shipped' && !sh.deliveredDate && sh.eta < today;
  return (
    <Card
      title="Shipping"
      headingLevel={2}
      id={SHIPPING_ID}
      description={overdue ? 'The ETA has passed and the deal is not delivered yet.' : undefined}
      actions={
        editable ? (
          <Button size="sm" variant="secondary" icon={Ship} onPress={() => setEditing(true)}>
            {sh ? 'Edit shipping details' : 'Record shipping details'}
          </Button>
        ) : null
      }
    >
      {sh ? (
        <Facts
          className={s.facts}
          items={[
            ['Vessel', sh.imoNumber ? `${sh.vesselName} (IMO ${sh.imoNumber})` : sh.vesselName],
            ['Load port', sh.loadPort],
            ['Discharge port', sh.dischargePort],
            ['B/L number', sh.billOfLadingNumber ?? 'Not issued yet'],
            ['B/L date', dateOrMissing(sh.billOfLadingDate)],
            ['ETA', formatDate(sh.eta)],
            ['Delivered on', dateOrMissing(sh.deliveredDate)],
            ['Recorded', formatDateTime(sh.recordedAt)],
          ]}
        />
      ) : (
        <Text tone="muted">
          No shipping details recorded yet.{' '}
          {editable
            ? 'Nominate the vessel now; the deal moves to shipped once the bill of lading is recorded.'
            : 'The seller, the broker or an admin records them; the deal moves to shipped with the bill of lading.'}
        </Text>
      )}
      {editable ? (
        <ShippingDialog
          key={sh?.recordedAt ?? 'none'}
          deal={deal}
          isOpen={isEditing}
          onOpenChange={setEditing}
        />
      ) : null}
    </Card>
  );
}
