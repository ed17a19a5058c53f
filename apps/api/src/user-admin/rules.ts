/** User administration's rules: the broker approval's body and the notice of the decision. */
import { z } from 'zod';
import type { NewNotification } from '../lib/notify';

/** Body of reviewBrokerApproval. */
export const brokerApprovalSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'Decision must be approved or rejected' }),
  notes: z.string().max(2000, 'Notes must be at most 2000 characters').optional(),
});

/** What a broker is told about the decision on their account, with the admin's notes when given. */
export function brokerDecisionNotice(
  decision: 'approved' | 'rejected',
  notes: string | null,
): NewNotification {
  const approved = decision === 'approved';
  return {
    title: approved ? 'Broker account approved' : 'Broker account not approved',
    message: approved
      ? `Your broker account was approved: you can now review KYC and broker deals.${notes ? ` Notes: ${notes}` : ''}`
      : `Your broker account was not approved${notes ? `: ${notes}` : '.'}`,
    type: approved ? 'success' : 'warning',
    relatedEntityType: null,
    relatedEntityId: null,
  };
}
