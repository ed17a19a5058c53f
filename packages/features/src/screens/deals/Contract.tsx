import { useState } from 'react';
import { Download, PenLine } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  Inline,
  Stack,
  StatusBadge,
  Text,
  formatDateTime,
} from '@petrobridge/ui';
import {
  contractConsentText,
  contractSignatureSchema,
  type ContractSignatureInput,
  type ContractSignatureValues,
} from '@petrobridge/domain';
import { FormDialog } from '../../kit/FormDialog';
import { FormCheckbox, FormError, FormTextField, useApiForm } from '../../kit/form';
import {
  dealContractHref,
  useSignDealContract,
  type Deal,
  type DealContract,
} from '../../data/api/deals';
import { useDealAnchor } from './anchors';
import { withDealId } from './with-deal-id';

/** The contract's anchor: the dashboards' Contract buttons open `/deals/{id}#contract`. */
export const CONTRACT_ID = 'contract';

type User = { id: string; role: string } | null | undefined;

const SIGN_FORM = 'deal-contract-signature-form';

function SignDialog({
  deal,
  contract,
  isOpen,
  onOpenChange,
}: {
  deal: Deal;
  contract: DealContract;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useApiForm({
    schema: contractSignatureSchema,
    defaultValues: { fullName: '', consent: false } as unknown as ContractSignatureInput,
    useMutation: withDealId<ContractSignatureValues, DealContract>(useSignDealContract, deal.id),
    success: { title: 'Contract signed', description: 'Your signature is on the contract.' },
    failure: { title: 'Error', fallback: 'Failed to sign the contract' },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Sign contract"
      description={`You sign the sales contract of deal ${deal.dealNumber} as it was generated at the lock (SHA-256 ${contract.sha256.slice(0, 16)}…). Read the PDF first.`}
      formId={SIGN_FORM}
      submitLabel="Sign contract"
      pendingLabel="Signing contract"
      form={form}
    >
      <FormTextField
        control={form.control}
        name="fullName"
        label="Full name"
        description="Type your name as your signature."
        isRequired
        autoComplete="name"
      />
      <FormCheckbox control={form.control} name="consent">
        {contractConsentText}
      </FormCheckbox>
      <FormError message={form.formError} />
    </FormDialog>
  );
}

/**
 * The deal's sales contract (docs/product.md#deal-page): generated at the lock from the deal's terms,
 * downloadable by the parties, the broker and admins; the seller and the buyer each sign it with their
 * typed name and consent, and everyone sees who has signed.
 */
export function Contract({
  deal,
  contract,
  user,
}: {
  deal: Deal;
  contract: DealContract | null;
  user: User;
}) {
  const [isSigning, setSigning] = useState(false);
  useDealAnchor(CONTRACT_ID);
  if (!contract) return null;
  const mySide =
    user && deal.sellerId === user.id
      ? 'seller'
      : user && deal.buyerId === user.id
        ? 'buyer'
        : null;
  const signedBy = (side: 'seller' | 'buyer') => contract.signatures.find((s) => s.side === side);
  const canSign = mySide !== null && !signedBy(mySide) && deal.status !== 'cancelled';
  const both = signedBy('seller') && signedBy('buyer');
  return (
    <Card
      title="Sales contract"
      headingLevel={2}
      id={CONTRACT_ID}
      description={`Generated ${formatDateTime(contract.generatedAt)} from the locked terms · SHA-256 ${contract.sha256.slice(0, 16)}…`}
      actions={
        <Inline gap="2" wrap>
          <ButtonLink
            size="sm"
            variant="secondary"
            icon={Download}
            href={dealContractHref(deal.id)}
            download
          >
            Download PDF
          </ButtonLink>
          {canSign ? (
            <Button size="sm" icon={PenLine} onPress={() => setSigning(true)}>
              Sign contract
            </Button>
          ) : null}
        </Inline>
      }
    >
      <Stack as="ul" gap="3" padding="none" margin="none" aria-label="Signatures">
        {(['seller', 'buyer'] as const).map((side) => {
          const sig = signedBy(side);
          return (
            <Stack as="li" key={side} gap="0.5">
              <Inline gap="2" align="center" wrap>
                <Text weight="medium">{side === 'seller' ? 'Seller' : 'Buyer'}</Text>
                <StatusBadge
                  size="sm"
                  tone={sig ? 'success' : 'warning'}
                  label={sig ? 'signed' : 'awaiting signature'}
                />
              </Inline>
              <Text size="sm" tone="muted">
                {sig
                  ? `${sig.isMine ? 'You signed' : `Signed by ${sig.fullName}`} on ${formatDateTime(sig.signedAt)}`
                  : side === mySide
                    ? 'Your signature is awaited.'
                    : 'Not signed yet.'}
              </Text>
            </Stack>
          );
        })}
      </Stack>
      {both ? (
        <Text size="sm" tone="muted">
          Both parties have signed this contract.
        </Text>
      ) : null}
      {canSign ? (
        <SignDialog deal={deal} contract={contract} isOpen={isSigning} onOpenChange={setSigning} />
      ) : null}
    </Card>
  );
}
