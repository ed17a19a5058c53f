/**
 * Pure checks of chosen or dropped files against a field's constraints, with the messages the
 * user sees. Shared by FileTrigger and DropZone; unit-tested in fileConstraints.test.ts.
 */

export interface FileConstraints {
  /** The largest accepted file, in bytes (10485760 for 10 MB). */
  maxSize?: number;
  /** Accepted extensions with their dot, e.g. `['.pdf', '.jpg']`; any case matches. */
  acceptedExtensions?: readonly string[];
  /** The most files in total, counting those already chosen. */
  maxFiles?: number;
}

/** A file that was turned away, and why, in words for the user. */
export interface FileRejection {
  file: File;
  message: string;
}

const units = ['bytes', 'KB', 'MB', 'GB'] as const;
const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A byte count in binary units, as the limits are written: 10485760 → "10 MB", 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${sizeFormat.format(value)} ${units[unit]}`;
}

/** The extension of a file name, lower-case with its dot (".pdf"), or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** ".pdf, .jpg or .png" */
function listItems(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}

/** The message shown when more files are chosen than `maxFiles` allows. */
export function tooManyFilesMessage(maxFiles: number): string {
  return `Up to ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`;
}

/** Why one file breaks the size or type constraint, or null when it passes. */
export function checkFile(file: File, constraints: FileConstraints): string | null {
  const { maxSize, acceptedExtensions } = constraints;
  if (acceptedExtensions && acceptedExtensions.length > 0) {
    const extension = fileExtension(file.name);
    const accepted = acceptedExtensions.map((e) => e.toLowerCase());
    if (!accepted.includes(extension)) {
      const use = `use ${listItems(accepted)}`;
      return extension
        ? `"${extension}" files are not accepted — ${use}`
        : `"${file.name}" has no file extension — ${use}`;
    }
  }
  if (maxSize !== undefined && file.size > maxSize) {
    return `"${file.name}" is larger than ${formatFileSize(maxSize)}`;
  }
  return null;
}

/**
 * Splits new files into accepted and rejected: each file must pass the size and type checks, and
 * only as many as `maxFiles` leaves room for (after `alreadyChosen`) are kept, in order.
 */
export function checkFiles(
  files: readonly File[],
  constraints: FileConstraints,
  alreadyChosen = 0,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const room =
    constraints.maxFiles === undefined
      ? Number.POSITIVE_INFINITY
      : Math.max(0, constraints.maxFiles - alreadyChosen);
  for (const file of files) {
    const message = checkFile(file, constraints);
    if (message) rejected.push({ file, message });
    else if (accepted.length >= room)
      rejected.push({ file, message: tooManyFilesMessage(constraints.maxFiles ?? 0) });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** A one-line summary of the constraints for the field ("PDF, JPG or PNG · up to 10 MB each · up to 5 files"). */
export function describeConstraints(constraints: FileConstraints): string {
  const parts: string[] = [];
  const { acceptedExtensions, maxSize, maxFiles } = constraints;
  if (acceptedExtensions && acceptedExtensions.length > 0) {
    parts.push(listItems(acceptedExtensions.map((e) => e.replace(/^\./, '').toUpperCase())));
  }
  if (maxSize !== undefined) {
    parts.push(`up to ${formatFileSize(maxSize)}${maxFiles === 1 ? '' : ' each'}`);
  }
  if (maxFiles !== undefined) parts.push(tooManyFilesMessage(maxFiles).toLowerCase());
  return parts.join(' · ');
}
