/**
 * Structure checks on a whole uploaded file, after the magic-number check of filetype.ts: a file that
 * starts like a PDF but is an HTML page (a polyglot a browser or viewer might render as HTML) or a ZIP
 * that is not a Word document is refused. `file-type` gives a second opinion from the full container
 * parse (it tells a .docx from an .xlsx or a .jar); the rest are cheap sanity rules per type.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { UploadMimeType } from '@petrobridge/domain';
import { mime } from './filetype';

/** Markup that makes a file render as a web page; never in the opening or closing bytes of a real one. */
const MARKUP = /<\s*(?:html|script|body|head|iframe|svg|object|embed|!doctype)\b/i;
const EDGE = 1024;
const PADDING = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** What `file-type` may call each of our types (containers it cannot look into are fine too). */
const SECOND_OPINION: Record<UploadMimeType, readonly string[]> = {
  [mime.pdf]: ['application/pdf'],
  [mime.jpeg]: ['image/jpeg'],
  [mime.png]: ['image/png'],
  [mime.doc]: ['application/x-cfb', 'application/msword'],
  [mime.docx]: [mime.docx, 'application/zip'],
};

const latin1 = (data: Buffer, start: number, end?: number) =>
  data.subarray(start, end).toString('latin1');

/** null when the file's structure fits its detected type, else why not (for the log). */
export async function structureProblem(
  data: Buffer,
  detected: UploadMimeType,
): Promise<string | null> {
  // Some writers pad files with whitespace or NULs after the end marker: the tail is what precedes it.
  let end = data.length;
  while (end > 0 && PADDING.has(data[end - 1]!)) end--;
  const head = latin1(data, 0, EDGE);
  const tail = latin1(data, Math.max(0, end - EDGE), end);
  if (MARKUP.test(head) || MARKUP.test(tail)) return 'markup in the first or last KB';

  const opinion = await fileTypeFromBuffer(data).catch(() => undefined);
  if (opinion && !SECOND_OPINION[detected].includes(opinion.mime))
    return `content parses as ${opinion.mime}`;

  switch (detected) {
    case mime.pdf:
      if (!/^%PDF-\d\.\d/.test(head)) return 'no PDF version header';
      if (!tail.includes('%%EOF')) return 'no %%EOF in the last KB';
      if (!data.includes('startxref')) return 'no cross-reference pointer';
      return null;
    case mime.png:
      return data.includes('IEND') ? null : 'no PNG end chunk';
    case mime.docx: {
      const all = data.toString('latin1');
      if (!all.includes('[Content_Types].xml')) return 'no [Content_Types].xml part';
      if (!all.includes('word/')) return 'no word/ part';
      return null;
    }
    default:
      return null;
  }
}
