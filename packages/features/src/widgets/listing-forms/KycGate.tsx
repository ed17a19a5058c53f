import { Alert, Link } from '@petrobridge/ui';
import { useCompanies } from '../../data/api/companies';
import { getHref } from '../../kit/routes';

/** The server's 403 for a trader without a KYC-approved company (docs/product.md#identity-rule). */
export const KYC_REQUIRED_MESSAGE = 'Your company must be KYC-approved to trade';

/**
 * Whether the signed-in trader may post listings: `blocked` once their companies are known and none is
 * KYC-approved; `ready` once they are known (post buttons stay disabled until then).
 */
export function useKycGate(enabled = true) {
  const companies = useCompanies({ enabled });
  const { data } = companies;
  return {
    ready: data !== undefined,
    blocked: data !== undefined && !data.some((c) => c.kycStatus === 'approved'),
  };
}

/** Why a trader cannot post yet, with the way to KYC (the server's 403 in words). */
export function KycBlocked({ id, title }: { id: string; title: string }) {
  return (
    <Alert
      tone="warning"
      id={id}
      title={title}
      action={<Link href={getHref('kycWorkflow')}>Complete KYC verification</Link>}
    >
      {KYC_REQUIRED_MESSAGE}.
    </Alert>
  );
}
