/**
 * Structure checks on a whole uploaded file, after the magic-number check of filetype.ts: a file that
 * starts like a PDF but is an HTML page (a polyglot a browser or viewer might render as HTML) or a ZIP
 * that is not a Word document is refused. `file-type` gives a second opinion from the full container
 * parse (it tells a .docx from an .xlsx or a .jar); the rest are cheap sanity rules per type.
 *
 * Markup is looked for in the whole file, not only its edges (issue 28), by a scanner that sees the bytes
 * chunk by chunk and keeps only a short overlap between chunks; a DOCX's parts are each decompressed as a
 * stream and scanned the same way, with a cap on the bytes they decompress to (a ZIP bomb is refused,
 * never inflated in memory).
 */
import { createInflateRaw } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, type UploadMimeType } from '@petrobridge/domain';
import { mime } from './filetype';

/**
 * Markup that makes a file render as a web page, anywhere in it: a tag as a browser reads one (`<`, the
 * name, then a space, `/` or `>`), and an SVG root only with a namespace, a script or an event handler
 * after it. So strict because a genuine compressed PDF or photograph is random bytes: the loose edge
 * pattern below (`<svg` then any non-word byte) turns up in about one 10 MB JPEG in a hundred, this one
 * in well under one in a hundred thousand.
 */
const MARKUP =
  /<(?:html|script|body|head|iframe|object|embed)[\s/>]|<!doctype\s+html|<svg[\s/>][^]{0,200}?(?:xmlns|<script|\son[a-z]+\s*=)/i;
/** An SVG image inside a Word package is a picture, not a page: only script-bearing markup counts. */
const MARKUP_BUT_SVG =
  /<(?:html|script|body|head|iframe|object|embed)[\s/>]|<!doctype\s+html|<svg[\s/>][^]{0,200}?(?:<script|\son[a-z]+\s*=)/i;
/** In the first and last KB — what content sniffing reads — any markup-looking text counts, as before. */
const EDGE_MARKUP = /<\s*(?:html|script|body|head|iframe|svg|object|embed|!doctype)\b/i;
const EDGE = 1024;
/** Bytes kept between chunks so that markup split across two chunks is still seen. */
const OVERLAP = 256;
const PADDING = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const CHUNK = 64 * 1024;
/** What a Word package's parts may decompress to in all (10× the upload limit). */
export const MAX_INFLATED_BYTES = 10 * MAX_UPLOAD_BYTES;
const MAX_ZIP_ENTRIES = 10_000;

/** Looks for markup in a stream of chunks with bounded memory (the pattern and an overlap). */
export function markupScanner(pattern: RegExp = MARKUP) {
  let carry = '';
  let found = false;
  return {
    push(chunk: Buffer) {
      if (found) return;
      const text = carry + chunk.toString('latin1');
      if (pattern.test(text)) found = true;
      else carry = text.slice(-OVERLAP);
    },
    get found() {
      return found;
    },
  };
}

/** Whether markup is anywhere in `data`, scanned in chunks as a stream would deliver them. */
function hasMarkup(data: Buffer, pattern: RegExp = MARKUP): boolean {
  const scanner = markupScanner(pattern);
  for (let at = 0; at < data.length && !scanner.found; at += CHUNK)
    scanner.push(data.subarray(at, at + CHUNK));
  return scanner.found;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a ZIP: from its central directory, or (without one) by walking the local headers. */
function zipEntries(data: Buffer): ZipEntry[] | string {
  const entries: ZipEntry[] = [];
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--)
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd >= 0) {
    const count = data.readUInt16LE(eocd + 10);
    let at = data.readUInt32LE(eocd + 16);
    if (count === 0xffff || at === 0xffffffff) return 'ZIP64 package';
    for (let n = 0; n < count; n++) {
      if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50)
        return 'broken central directory';
      const nameLength = data.readUInt16LE(at + 28);
      entries.push({
        flags: data.readUInt16LE(at + 8),
        method: data.readUInt16LE(at + 10),
        compressedSize: data.readUInt32LE(at + 20),
        name: data.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
        localOffset: data.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    }
    return entries;
  }
  let at = 0;
  while (at + 30 <= data.length && data.readUInt32LE(at) === 0x04034b50) {
    if (entries.length >= MAX_ZIP_ENTRIES) return 'too many parts';
    const flags = data.readUInt16LE(at + 6);
    const compressedSize = data.readUInt32LE(at + 18);
    // Sizes after the data (bit 3) with no central directory to say where it ends.
    if (flags & 0x08) return 'streamed parts without a central directory';
    const nameLength = data.readUInt16LE(at + 26);
    entries.push({
      flags,
      method: data.readUInt16LE(at + 8),
      compressedSize,
      name: data.subarray(at + 30, at + 30 + nameLength).toString('utf8'),
      localOffset: at,
    });
    at += 30 + nameLength + data.readUInt16LE(at + 28) + compressedSize;
  }
  return entries;
}

/** Decompresses one deflated part as a stream, scanning what comes out; null when it is clean. */
function inflateAndScan(
  compressed: Buffer,
  pattern: RegExp,
  budget: { left: number },
): Promise<string | null> {
  return new Promise((resolve) => {
    const scanner = markupScanner(pattern);
    const inflate = createInflateRaw();
    let settled = false;
    const finish = (problem: string | null) => {
      if (settled) return;
      settled = true;
      resolve(problem);
      inflate.destroy();
    };
    inflate.on('data', (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left < 0) finish(`parts decompress to more than ${MAX_INFLATED_BYTES} bytes`);
      scanner.push(chunk);
      if (scanner.found) finish('markup inside a part');
    });
    inflate.on('end', () => finish(null));
    inflate.on('error', () => finish('a part does not decompress'));
    inflate.end(compressed);
  });
}

/** Every part of a Word package, decompressed and scanned for markup; null when all are clean. */
async function zipPartsProblem(data: Buffer): Promise<string | null> {
  const entries = zipEntries(data);
  if (typeof entries === 'string') return entries;
  if (entries.length > MAX_ZIP_ENTRIES) return 'too many parts';
  const budget = { left: MAX_INFLATED_BYTES };
  for (const entry of entries) {
    if (entry.flags & 0x01) return 'an encrypted part';
    const at = entry.localOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) return 'broken part header';
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    const body = data.subarray(start, start + entry.compressedSize);
    if (body.length < entry.compressedSize) return 'a part runs past the end of the file';
    const pattern = /\.svg$/i.test(entry.name) ? MARKUP_BUT_SVG : MARKUP;
    if (entry.method === 0) {
      if (hasMarkup(body, pattern)) return 'markup inside a part';
    } else if (entry.method === 8) {
      const problem = await inflateAndScan(body, pattern, budget);
      if (problem) return problem;
    } else return `a part compressed with method ${entry.method}`;
  }
  return null;
}

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
  // A Word package's stored (uncompressed) SVG pictures are pictures; its parts are scanned below.
  if (detected !== mime.docx && (EDGE_MARKUP.test(head) || EDGE_MARKUP.test(tail)))
    return 'markup in the file';
  if (hasMarkup(data, detected === mime.docx ? MARKUP_BUT_SVG : MARKUP))
    return 'markup in the file';

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
      return zipPartsProblem(data);
    }
    default:
      return null;
  }
}
