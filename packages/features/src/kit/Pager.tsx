import { Button, Inline, Text, formatNumber } from '@petrobridge/ui';

/**
 * Previous, "Page 2 of 5", Next for a paged list; nothing when it fits one page. `spread` puts the
 * buttons at the two ends of the row (under a list), else they sit together (beside a count).
 */
export function Pager({
  page,
  pages,
  onPage,
  spread = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  spread?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <Inline gap={spread ? '3' : '2'} align="center" justify={spread ? 'between' : undefined}>
      <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm">
        Page {formatNumber(page)} of {formatNumber(pages)}
      </Text>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={page >= pages}
        onPress={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Inline>
  );
}
