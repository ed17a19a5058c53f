import { FileText, Upload, X } from 'lucide-react';
import { useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  DropZone as RACDropZone,
  Text as RACText,
  isFileDropItem,
  type DropZoneProps as RACDropZoneProps,
} from 'react-aria-components';
import { Button } from '../Button';
import {
  description as descriptionStyle,
  label as labelStyle,
  requiredMark,
} from '../Field/Field.css';
import { ErrorText } from '../Field/private/ErrorText';
import { fieldClassName, type FieldProps } from '../Field';
import {
  FileTrigger,
  checkFiles,
  describeConstraints,
  formatFileSize,
  type FileConstraints,
  type FileRejection,
} from '../FileTrigger';
import { Icon } from '../Icon';
import * as styles from './DropZone.css';

/** What a DropZone's `ref` exposes: focus moves to its "Choose files" button. */
export interface DropZoneHandle {
  focus(): void;
}

export interface DropZoneProps
  extends
    Omit<RACDropZoneProps, 'onDrop' | 'children' | 'className' | 'style' | 'getDropOperation'>,
    FileConstraints,
    Omit<FieldProps, 'errorMessage'> {
  /** The chosen files (controlled): react-hook-form's `value`. */
  value?: File[];
  /** The chosen files at first (uncontrolled). */
  defaultValue?: File[];
  /** Called with the whole new list whenever a file is added or removed. */
  onChange?: (files: File[]) => void;
  /** Called with the files that were turned away and a message for each. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Called when focus leaves the field (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Whether the field shows as invalid (with `errorMessage`), e.g. from react-hook-form. */
  isInvalid?: boolean;
  /** The error shown while `isInvalid`. */
  errorMessage?: string;
  /** Whether a file is required; shown on the label. */
  isRequired?: boolean;
  /**
   * The text in the drop area.
   * @default 'Drag files here, or' ('Drag a file here, or' when `maxFiles` is 1)
   */
  prompt?: ReactNode;
  /**
   * More about each chosen file, shown under its name in the list: e.g. a field per file (its document
   * type) and its upload progress.
   */
  fileDetails?: (file: File) => ReactNode;
  /** A name for the field's value, kept for react-hook-form (files are not submitted natively). */
  name?: string;
  /** Focuses the "Choose files" button (react-hook-form calls it on an error). */
  ref?: Ref<DropZoneHandle>;
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * A file field: drop files on the area (react-aria-components' DropZone) or choose them with the
 * button (FileTrigger). Files are checked against `maxSize`, `acceptedExtensions` and `maxFiles`;
 * rejected ones are listed with the reason ('"big.pdf" is larger than 10 MB'), accepted ones appear
 * in a list with a remove button each.
 */
export function DropZone({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  maxSize,
  acceptedExtensions,
  maxFiles,
  value,
  defaultValue,
  onChange,
  onReject,
  onBlur,
  prompt,
  fileDetails,
  name: _name,
  ref,
  ...props
}: DropZoneProps) {
  const [uncontrolled, setUncontrolled] = useState<File[]>(defaultValue ?? []);
  const files = value ?? uncontrolled;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => buttonRef.current?.focus() }));

  const id = useId();
  const labelId = `${id}-label`;
  const promptId = `${id}-prompt`;
  const hintId = `${id}-hint`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const constraints = { maxSize, acceptedExtensions, maxFiles };
  const hint = describeConstraints(constraints);
  const single = maxFiles === 1;
  const showError = Boolean(isInvalid && errorMessage);

  const setFiles = (next: File[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const add = (incoming: File[]) => {
    const fresh = incoming.filter((f) => !files.some((c) => fileKey(c) === fileKey(f)));
    const { accepted, rejected } = checkFiles(fresh, constraints, files.length);
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) setFiles([...files, ...accepted]);
  };
  const remove = (file: File) => {
    setRejections([]);
    setFiles(files.filter((f) => f !== file));
    buttonRef.current?.focus();
  };
  // One message per reason: six files over the limit say "Up to 5 files" once.
  const messages = [...new Set(rejections.map((r) => r.message))];

  const fileRow = (file: File) => (
    <>
      <Icon icon={FileText} size="sm" tone="muted" />
      <span className={styles.fileName} title={file.name}>
        {file.name}
      </span>
      <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
      <Button
        variant="ghost"
        size="sm"
        icon={X}
        aria-label={`Remove ${file.name}`}
        isDisabled={isDisabled}
        onPress={() => remove(file)}
      />
    </>
  );

  return (
    <div
      role="group"
      aria-labelledby={label !== undefined ? labelId : undefined}
      aria-describedby={
        [description !== undefined && descriptionId, showError && errorId]
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={fieldClassName}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      {label !== undefined && (
        <span id={labelId} className={labelStyle}>
          {label}
          {isRequired && (
            <span aria-hidden="true" className={requiredMark}>
              *
            </span>
          )}
        </span>
      )}
      <RACDropZone
        {...props}
        isDisabled={isDisabled}
        aria-labelledby={[label !== undefined && labelId, promptId].filter(Boolean).join(' ')}
        data-invalid={showError || undefined}
        className={styles.zone}
        getDropOperation={() => 'copy'}
        onDrop={async (e) => {
          const dropped = await Promise.all(
            e.items.filter(isFileDropItem).map((item) => item.getFile()),
          );
          add(dropped);
        }}
      >
        <Icon icon={Upload} size="lg" />
        <RACText slot="label" id={promptId} className={styles.prompt}>
          {prompt ?? (single ? 'Drag a file here, or' : 'Drag files here, or')}
        </RACText>
        <FileTrigger
          {...constraints}
          alreadyChosen={files.length}
          // onSelect runs before onReject, so the rejections of this choice replace the last ones.
          onSelect={(chosen) => {
            setRejections([]);
            if (chosen.length > 0) setFiles([...files, ...chosen]);
          }}
          onReject={(rejected) => {
            setRejections(rejected);
            onReject?.(rejected);
          }}
        >
          <Button
            ref={buttonRef}
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={hint ? hintId : undefined}
          >
            {single ? 'Choose file' : 'Choose files'}
          </Button>
        </FileTrigger>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </RACDropZone>
      {description !== undefined && (
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      )}
      <div role="alert">
        {messages.length > 0 && (
          <ul className={styles.messages}>
            {messages.map((message) => (
              <li key={message}>
                <ErrorText>{message}</ErrorText>
              </li>
            ))}
          </ul>
        )}
      </div>
      {showError && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={single ? 'Chosen file' : 'Chosen files'}>
          {files.map((file) => (
            <li
              key={fileKey(file)}
              className={fileDetails ? styles.fileItemWithDetails : styles.fileItem}
              aria-label={fileDetails ? file.name : undefined}
            >
              {fileDetails ? (
                <>
                  <div className={styles.fileRow}>{fileRow(file)}</div>
                  {fileDetails(file)}
                </>
              ) : (
                fileRow(file)
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
