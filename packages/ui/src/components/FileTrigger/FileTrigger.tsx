// No FileTrigger.css.ts: RAC's FileTrigger draws nothing; the Button inside carries the styles.
import { Paperclip } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  FileTrigger as RACFileTrigger,
  type FileTriggerProps as RACFileTriggerProps,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { checkFiles, type FileConstraints, type FileRejection } from './fileConstraints';

export interface FileTriggerProps
  extends
    Omit<RACFileTriggerProps, 'onSelect' | 'acceptedFileTypes' | 'allowsMultiple' | 'children'>,
    FileConstraints {
  /** Called with the files that pass the constraints (none when every file was rejected). */
  onSelect?: (files: File[]) => void;
  /** Called with the files that were turned away and a message for each. */
  onReject?: (rejections: FileRejection[]) => void;
  /**
   * Files already chosen, counted against `maxFiles`.
   * @default 0
   */
  alreadyChosen?: number;
  /**
   * A pressable that opens the file dialog; by default a Button with `label`.
   */
  children?: ReactNode;
  /**
   * The default button's label.
   * @default 'Choose files' ('Choose file' when `maxFiles` is 1)
   */
  label?: string;
  /**
   * The default button's variant.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The default button's size.
   * @default 'md'
   */
  size?: ButtonSize;
  /** A ref to the default button (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Opens the system file dialog from a button (react-aria-components' FileTrigger) and checks the
 * chosen files against the constraints (size, extensions, count): `onSelect` gets those that pass,
 * `onReject` the others with messages such as '"big.pdf" is larger than 10 MB'. The dialog filters
 * by extension too, but the user can switch that off, so the check always runs.
 */
export function FileTrigger({
  maxSize,
  acceptedExtensions,
  maxFiles,
  alreadyChosen = 0,
  onSelect,
  onReject,
  children,
  label,
  variant = 'secondary',
  size,
  ref,
  ...props
}: FileTriggerProps) {
  const single = maxFiles === 1;
  return (
    <RACFileTrigger
      {...props}
      acceptedFileTypes={acceptedExtensions ? [...acceptedExtensions] : undefined}
      allowsMultiple={!single}
      onSelect={(list) => {
        const { accepted, rejected } = checkFiles(
          Array.from(list ?? []),
          { maxSize, acceptedExtensions, maxFiles },
          alreadyChosen,
        );
        onSelect?.(accepted);
        if (rejected.length > 0) onReject?.(rejected);
      }}
    >
      {children ?? (
        <Button ref={ref} variant={variant} size={size} icon={Paperclip}>
          {label ?? (single ? 'Choose file' : 'Choose files')}
        </Button>
      )}
    </RACFileTrigger>
  );
}
