import type { ReactNode } from 'react';
import { Droplet, Home, MapPinOff } from 'lucide-react';
import { ButtonLink, Heading, Icon, Inline, Link, Stack, Text } from '@petrobridge/ui';
import { getHref } from '../../kit/routes';
import * as s from './shell.css';

export interface NotFoundPageProps {
  /**
   * Inside the signed-in frame, which already has the brand and a `<main>`; standalone (signed out)
   * the page brings its own.
   * @default false
   */
  inFrame?: boolean;
}

/**
 * Client-spec §2: any unknown path. Its heading and hint, branded, with a way home (the landing page
 * signed out, the role's home signed in).
 */
export function NotFoundPage({ inFrame = false }: NotFoundPageProps) {
  const body = (
    <Stack gap="4" align="center" className={s.notFound}>
      <Icon icon={MapPinOff} size="lg" tone="muted" />
      <Heading level={1} size="xl">
        404 Page Not Found
      </Heading>
      <Text tone="muted">Did you forget to add the page to the router?</Text>
      <ButtonLink href={getHref('home')} variant="primary">
        <Inline gap="2" align="center" wrap={false}>
          <Icon icon={Home} size="sm" />
          Go to the home page
        </Inline>
      </ButtonLink>
    </Stack>
  );
  return inFrame ? body : <StandalonePage>{body}</StandalonePage>;
}

/** A page outside the signed-in frame (the 404 and sign-in signed out): brand bar and a centred body. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <div className={s.standalonePage}>
      <header className={s.standaloneHeader}>
        <Link href={getHref('home')} variant="standalone" aria-label="Petrobridge, home">
          <Icon icon={Droplet} tone="brand" />
          <Text elementType="span" weight="bold" size="lg">
            Petrobridge
          </Text>
        </Link>
      </header>
      <main className={s.standaloneMain}>{children}</main>
    </div>
  );
}
