import { ShieldCheck } from 'lucide-react';
import { Badge } from '@petrobridge/ui';

/**
 * An approved inspection report and storage receipt are on file for the offer (admins reviewed them):
 * shown to everyone, naming no one.
 */
export function VerifiedSupply() {
  return (
    <Badge
      size="sm"
      tone="success"
      icon={<ShieldCheck size={12} aria-hidden />}
      title="An approved inspection report and storage receipt are on file for this offer"
    >
      Verified supply
    </Badge>
  );
}
