import { Alert, Dialog, Modal, Stack } from '@petrobridge/ui';
import { useBrowserNavigation } from '../../kit/navigation';
import type { SignInSlotProps } from '../../kit/sign-in';
import { LoginCard } from './LoginCard';

export type SignInDialogProps = SignInSlotProps;

/**
 * The landing page's sign-in dialog (docs/product.md#screens): 'Choose your preferred authentication method',
 * the hosted identity provider and the e-mail/password card. A successful sign-in reloads the page,
 * which then opens on the signed-in screen. When the identity provider's sign-in did not complete, the
 * reason is above the card.
 */
export function SignInDialog({ request, onClose }: SignInDialogProps) {
  const navigation = useBrowserNavigation();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
    >
      <Dialog
        title="Welcome to Petrobridge"
        description="Choose your preferred authentication method"
      >
        <Stack gap="4">
          {request.error ? (
            <Alert tone="danger" title="Sign-in did not complete">
              {request.error}
            </Alert>
          ) : null}
          <LoginCard
            framed={false}
            initialMode={request.mode ?? 'login'}
            prefill={request.prefill}
            onLoginSuccess={() => navigation.reload()}
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
