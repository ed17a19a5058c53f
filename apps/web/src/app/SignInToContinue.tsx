import { Card, Stack, Text } from '@petrobridge/ui';
import { LoginCard } from '@petrobridge/features/screens/auth';
import { StandalonePage } from '@petrobridge/features/screens/shell';
import { useSession } from '@petrobridge/features/data/session';

export interface SignInToContinueProps {
  /** The title of the page asked for. */
  title: string;
}

/**
 * A signed-out visit to a signed-in page (a deep link, a bookmark, an expired session after a
 * reload): sign in here, at the same address, and the page asked for opens — no reload, no detour
 * through `/`.
 */
export default function SignInToContinue({ title }: SignInToContinueProps) {
  const session = useSession();
  return (
    <StandalonePage>
      <Card>
        <Stack gap="4">
          <Text>Sign in to open {title}.</Text>
          <LoginCard framed={false} onLoginSuccess={() => void session.refresh()} />
        </Stack>
      </Card>
    </StandalonePage>
  );
}
