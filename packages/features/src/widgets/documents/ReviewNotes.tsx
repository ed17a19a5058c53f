import { Text } from '@petrobridge/ui';
import * as s from './review-notes.css';

/** A document's review notes in a table cell: in red when it was rejected, '—' without notes. */
export function ReviewNotes({ notes, status }: { notes: string | null; status: string }) {
  if (!notes)
    return (
      <Text elementType="span" size="sm" tone="muted">
        —
      </Text>
    );
  return (
    <Text
      elementType="span"
      size="sm"
      tone={status === 'rejected' ? 'danger' : 'default'}
      className={s.notes}
    >
      {notes}
    </Text>
  );
}
