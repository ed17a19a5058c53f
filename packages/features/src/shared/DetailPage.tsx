import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Alert, Button, Heading, Inline, Link, Skeleton, Stack, Text } from '@petrobridge/ui';
import { ApiError } from '@petrobridge/api-client';

/** The link back to the list a detail page belongs to ("← Deal Management"). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href}>
      <Inline as="span" gap="1" align="center">
        <ArrowLeft size={16} aria-hidden />
        {children}
      </Inline>
    </Link>
  );
}

export interface DetailStatesProps {
  /** The page's read (`useDeal`, `useCompany` …). */
  query: { isLoading: boolean; error?: unknown; data?: unknown; mutate: () => unknown };
  /** The back link, above every state. */
  back: ReactNode;
  /** What the page shows, in the not-found heading and the failure ("deal", "company"). */
  noun: string;
  /** Its plural ("deals", "companies"). */
  nouns: string;
  /** The list the reader is sent to when it is not found ("Deal Management"). */
  listName: string;
  /** The page's heading while it failed ("Deal Details"). */
  title: string;
}

/**
 * What a detail page (/deals/:id, /companies/:id) shows until its object is there: the skeleton while
 * loading, "… not found" for a 404 (or a malformed id's 400: for the reader it is the same), and the
 * failure with Try again; `null` once the object is loaded, for the page to render it.
 */
export function detailStates({ query, back, noun, nouns, listName, title }: DetailStatesProps) {
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (query.isLoading)
    return (
      <Stack gap="6" aria-busy>
        {back}
        <Skeleton lines={8} />
      </Stack>
    );
  if (notFound)
    return (
      <Stack gap="6">
        {back}
        <Stack gap="2">
          <Heading level={1}>{`${noun[0]!.toUpperCase()}${noun.slice(1)} not found`}</Heading>
          <Text tone="muted">
            It does not exist, or it is not one of the {nouns} you may see. Find it in {listName}.
          </Text>
        </Stack>
      </Stack>
    );
  if (query.error || !query.data)
    return (
      <Stack gap="6">
        {back}
        <Heading level={1}>{title}</Heading>
        <Alert
          tone="danger"
          role="alert"
          title={`The ${noun} could not be loaded`}
          action={
            <Button size="sm" variant="secondary" onPress={() => void query.mutate()}>
              Try again
            </Button>
          }
        />
      </Stack>
    );
  return null;
}
