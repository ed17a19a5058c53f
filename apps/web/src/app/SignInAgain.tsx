import { useSWRConfig } from 'swr';
import { Dialog, Modal } from '@petrobridge/ui';
import { LoginCard } from '@petrobridge/features/screens/auth';
import { useSession } from '@petrobridge/features/data/session';

/**
 * Loaded on first use (it carries the login card). Client-spec §8 in place: after the logged-out toast and its 500 ms, this dialog opens over the
 * current screen instead of leaving the page. Whatever is open underneath (a dialog and what was
 * typed in it) stays mounted; once signed in, the session and every query on screen revalidate.
 */
export default function SignInAgain({ onSignedIn }: { onSignedIn: () => void }) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled size="md">
      <Dialog
        title="Sign in again"
        description="Your session has ended. Sign in to carry on where you were."
        hideCloseButton
      >
        <LoginCard
          framed={false}
          onLoginSuccess={() => {
            onSignedIn();
            void session.refresh();
            void mutate(() => true);
          }}
        />
      </Dialog>
    </Modal>
  );
}
