import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../Icon';
import { fieldError, fieldErrorIcon } from '../Field.css';

/**
 * An error line that looks like FieldError, for fields that are not RAC fields (DropZone), where
 * RAC's FieldError has no validation context to show.
 */
export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={fieldError}>
      <Icon icon={CircleAlert} size="sm" className={fieldErrorIcon} />
      <span>{children}</span>
    </span>
  );
}
