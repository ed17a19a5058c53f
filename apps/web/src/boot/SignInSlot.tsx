import { SWRConfig } from 'swr';
import { swrDefaults } from '@petrobridge/api-client';
import { ToastRegion } from '@petrobridge/ui';
import { SignInDialog } from '@petrobridge/features/screens/auth';
import type { SignInSlotProps } from '@petrobridge/features/screens/landing';

export interface SignInSlotOwnProps extends SignInSlotProps {
  /** Mount a toast region (at boot the page has none; inside the full app it has one). */
  withToastRegion: boolean;
}

/**
 * The lazily loaded sign-in dialog with what it needs around it when the landing runs without the
 * full app: the §7 query defaults and a place for its toasts.
 */
export default function SignInSlot({ withToastRegion, ...props }: SignInSlotOwnProps) {
  return (
    <SWRConfig value={swrDefaults}>
      <SignInDialog {...props} />
      {withToastRegion ? <ToastRegion /> : null}
    </SWRConfig>
  );
}
