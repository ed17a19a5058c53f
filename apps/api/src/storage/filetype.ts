/**
 * File type from the file's bytes (magic numbers), for the KYC upload check: PDF, JPEG, PNG, DOC (OLE2
 * compound file) and DOCX (a ZIP package with a `word/` part).
 */
import type { UploadMimeType } from '@petrobridge/domain';

export const mime = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const satisfies Record<string, UploadMimeType>;

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/**
 * Detects the type from the first bytes; `sawWordPart` tells whether a ZIP contained a `word/` entry
 * (scanned while streaming). Returns null for anything not allowed.
 */
export function detectType(head: Buffer, sawWordPart: boolean): UploadMimeType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return mime.pdf; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return mime.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return mime.png;
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return mime.doc;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && sawWordPart) return mime.docx;
  return null;
}

/** Finds the ASCII `word/` in a stream of chunks, across chunk boundaries. */
export function wordPartScanner() {
  const needle = Buffer.from('word/');
  let tail = Buffer.alloc(0);
  let found = false;
  return {
    push(chunk: Buffer) {
      if (found) return;
      const joined = Buffer.concat([tail, chunk]);
      if (joined.includes(needle)) found = true;
      tail = joined.subarray(Math.max(0, joined.length - (needle.length - 1)));
    },
    get found() {
      return found;
    },
  };
}

/** Declared Content-Type → allowed? (`application/octet-stream` means "detect it"). */
export function declaredMatches(declared: string | undefined, detected: UploadMimeType): boolean {
  const type = (declared ?? 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/octet-stream' || type === '') return true;
  if (type === 'image/jpg' || type === 'image/pjpeg') return detected === mime.jpeg;
  return type === detected;
}
