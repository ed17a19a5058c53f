import { Construction } from 'lucide-react';
import { Card, Heading, Icon, Inline, Stack, Text } from '@petrobridge/ui';

export interface ComingSoonProps {
  /** The screen's title, as its page heading. */
  title: string;
  /** What the screen will offer. */
  description?: string;
}

/** The body of a route whose screen has not been built yet: the shell stays, the body says so. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <Stack gap="6">
      <Heading level={1}>{title}</Heading>
      <Card variant="sunken">
        <Inline gap="4" align="center" wrap={false}>
          <Icon icon={Construction} size="lg" tone="muted" />
          <Stack gap="1">
            <Text weight="semibold">This screen is coming soon.</Text>
            {description ? <Text tone="muted">{description}</Text> : null}
          </Stack>
        </Inline>
      </Card>
    </Stack>
  );
}
