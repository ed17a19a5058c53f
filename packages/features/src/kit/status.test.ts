import { describe, expect, it } from 'vitest';
import { dealStatuses, kycStatuses } from '@petrobridge/domain';
import { tones } from '@petrobridge/ui';
import { dealStatusDisplay, kycStatusDisplay, statusDisplay, unknownStatusDisplay } from './status';

describe('status display', () => {
  it('gives every deal and KYC status of the domain a semantic tone and a readable label', () => {
    for (const [status, display] of [
      ...dealStatuses.map((s) => [s, dealStatusDisplay[s]] as const),
      ...kycStatuses.map((s) => [s, kycStatusDisplay[s]] as const),
    ]) {
      expect(tones).toContain(display.tone);
      expect(display.label).toBe(status.replaceAll('_', ' '));
    }
  });

  it('shows underscores as spaces', () => {
    expect(statusDisplay('deal', 'lc_pending')).toEqual({ tone: 'warning', label: 'lc pending' });
    expect(statusDisplay('kyc', 'under_review')).toEqual({ tone: 'info', label: 'under review' });
  });

  it('tells ended-badly from done-well', () => {
    expect(statusDisplay('deal', 'cancelled').tone).toBe('danger');
    expect(statusDisplay('deal', 'completed').tone).toBe('success');
    expect(statusDisplay('payment', 'failed').tone).toBe('danger');
  });

  it('renders a status the client does not know, or none, as pending (API boundary)', () => {
    expect(unknownStatusDisplay).toEqual({ tone: 'warning', label: 'pending' });
    expect(statusDisplay('deal', 'on_hold')).toEqual(unknownStatusDisplay);
    expect(statusDisplay('listing', 'refunded')).toEqual(unknownStatusDisplay);
    expect(statusDisplay('kyc', null)).toEqual(unknownStatusDisplay);
    expect(statusDisplay('kyc', undefined)).toEqual(unknownStatusDisplay);
    expect(statusDisplay('deal', '')).toEqual(unknownStatusDisplay);
    // Names an object inherits are not statuses.
    expect(statusDisplay('deal', 'toString')).toEqual(unknownStatusDisplay);
    expect(statusDisplay('deal', '__proto__')).toEqual(unknownStatusDisplay);
  });

  it('keeps each kind to its own statuses', () => {
    expect(statusDisplay('payment', 'refunded')).toEqual({ tone: 'neutral', label: 'refunded' });
    expect(statusDisplay('deal', 'refunded')).toEqual(unknownStatusDisplay);
  });
});
