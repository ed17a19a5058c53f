/** Uploads (docs/security.md, Uploads): polyglots refused, pending URLs capped, orphans swept. */
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPdf, demoPng } from '../src/seed/demo';
import { sweepOrphanUploads } from '../src/storage/sweep';
import { demo, newAccount, startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ config: { maxPendingUploads: 3, orphanUploadMinutes: 60 } });
});
afterAll(() => server?.close());

async function uploadUrl(client: Client) {
  const res = await client.post('/api/kyc-documents/upload-url');
  expect(res.status).toBe(200);
  return new URL((res.body as { uploadURL: string }).uploadURL).pathname;
}

async function put(path: string, body: Buffer, type = 'application/octet-stream') {
  const res = await server.app.inject({
    method: 'PUT',
    url: path,
    payload: body,
    headers: { 'content-type': type },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

const html = '<html><body><script>fetch("/api/auth/user")</script></body></html>';

describe('structure checks refuse polyglots', () => {
  test.each([
    ['%PDF- followed by HTML', Buffer.from(`%PDF-1.4\n${html}`)],
    ['a PDF header on an HTML page ending in %%EOF', Buffer.from(`%PDF-1.7\n${html}\n%%EOF\n`)],
    ['a real PDF with HTML appended', Buffer.concat([demoPdf('x'), Buffer.from(html)])],
    ['a PDF without its trailer', demoPdf('cut').subarray(0, 200)],
    [
      'a PNG with HTML after its header',
      Buffer.concat([demoPng().subarray(0, 16), Buffer.from(html)]),
    ],
    [
      'a ZIP with a word/ entry but no [Content_Types].xml',
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(30), Buffer.from('word/x')]),
    ],
  ])('%s → 415, nothing kept, URL still usable', async (_name, body) => {
    const seller = await server.as(demo.seller);
    const path = await uploadUrl(seller);
    const res = await put(path, body);
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^Only \.pdf, \.jpg/);
    expect((await put(path, demoPdf('fine'), 'application/pdf')).status).toBe(200);
  });

  test('genuine PDF and PNG files still pass', async () => {
    const seller = await server.as(demo.seller);
    expect((await put(await uploadUrl(seller), demoPdf('KYC'), 'application/pdf')).status).toBe(
      200,
    );
    expect((await put(await uploadUrl(seller), demoPng(), 'image/png')).status).toBe(200);
  });
});

/** A ZIP (as Word writes it: local headers, central directory, end record) of the given parts. */
function zip(parts: Array<{ name: string; data: Buffer; store?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = part.store ? part.data : deflateRawSync(part.data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(part.store ? 0 : 8, 8);
    header.writeUInt32LE(crc32(part.data), 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(part.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(part.data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/></Types>',
);
const wordDocument = Buffer.from(
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>${'Certificate of incorporation. '.repeat(200)}</w:t></w:r></w:p></w:body></w:document>`,
);
const docx = (...extra: Array<{ name: string; data: Buffer; store?: boolean }>) =>
  zip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'word/document.xml', data: wordDocument },
    ...extra,
  ]);
const filler = (n: number) => Buffer.alloc(n, 0x41);
const png = demoPng();
const jpeg = (middle: Buffer) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), filler(4096), middle, filler(4096)]);
const pdfWith = (middle: Buffer) => {
  const pdf = demoPdf('middle');
  const cut = pdf.indexOf('\n') + 1;
  return Buffer.concat([
    pdf.subarray(0, cut),
    Buffer.from('% '),
    filler(4096),
    middle,
    Buffer.from('\n% '),
    filler(4096),
    Buffer.from('\n'),
    pdf.subarray(cut),
  ]);
};
const pngWith = (middle: Buffer) =>
  Buffer.concat([png.subarray(0, 33), filler(4096), middle, filler(4096), png.subarray(33)]);

describe('markup anywhere in the file is refused, not only in its first or last KB (issue 28)', () => {
  const page = Buffer.from(html);
  test.each([
    ['a PDF', 'application/pdf', pdfWith],
    ['a PNG', 'image/png', pngWith],
    ['a JPEG', 'image/jpeg', jpeg],
  ] as const)(
    '%s with HTML in the middle → 415; the same file without it → 200',
    async (_n, type, make) => {
      const seller = await newAccount(server, 'seller');
      const bad = await put(await uploadUrl(seller), make(page), type);
      expect(bad.status).toBe(415);
      expect(bad.body.message).toMatch(/^Only \.pdf, \.jpg/);
      const good = await put(await uploadUrl(seller), make(filler(page.length)), type);
      expect(good.status, JSON.stringify(good.body)).toBe(200);
    },
  );

  test('bytes of a photograph that merely spell a tag name are not markup; a real tag is', async () => {
    const { markupScanner } = await import('../src/storage/inspect');
    const scan = (text: string) => {
      const scanner = markupScanner();
      scanner.push(Buffer.concat([Buffer.alloc(5000, 0xa5), Buffer.from(text, 'latin1')]));
      return scanner.found;
    };
    // Compressed data spells "<svg" followed by a non-word byte about once in 70 million bytes.
    expect(scan('<svg\u0007\u00ff\u0013')).toBe(false);
    expect(scan('< body\u0000')).toBe(false);
    expect(scan('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toBe(true);
    expect(scan('<svg width="1" onload="alert(1)">')).toBe(true);
    expect(scan('<html><body>x</body></html>')).toBe(true);
    expect(scan('<!DOCTYPE html>')).toBe(true);
  });

  test('markup split across two chunks of the stream is still found', async () => {
    const { markupScanner } = await import('../src/storage/inspect');
    const scanner = markupScanner();
    scanner.push(Buffer.from(`${'x'.repeat(70_000)}<scr`));
    expect(scanner.found).toBe(false);
    scanner.push(Buffer.from('ipt>alert(1)</script>'));
    expect(scanner.found).toBe(true);
  });

  const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  test('a Word package whose parts are clean passes, an SVG picture included', async () => {
    const seller = await newAccount(server, 'seller');
    const plain = await put(await uploadUrl(seller), docx(), docxType);
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.mimeType).toBe(docxType);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    const picture = await put(
      await uploadUrl(seller),
      docx({ name: 'word/media/image1.svg', data: svg }),
      docxType,
    );
    expect(picture.status, JSON.stringify(picture.body)).toBe(200);
  });

  test.each([
    ['an HTML part, deflated', docx({ name: 'word/afchunk.htm', data: Buffer.from(html) })],
    [
      'HTML deep inside the document part',
      docx({
        name: 'word/footer1.xml',
        data: Buffer.concat([filler(50_000), Buffer.from(html), filler(50_000)]),
      }),
    ],
    [
      'an HTML part, stored',
      docx({
        name: 'word/x.xml',
        data: Buffer.concat([filler(4096), Buffer.from(html), filler(4096)]),
        store: true,
      }),
    ],
    [
      'an SVG picture with a script',
      docx({
        name: 'word/media/image1.svg',
        data: Buffer.from('<svg><script>alert(1)</script></svg>'),
      }),
    ],
    [
      'a part that decompresses beyond 100 MB (a ZIP bomb)',
      docx({ name: 'word/media/zeros.bin', data: Buffer.alloc(110 * 1024 * 1024) }),
    ],
  ])('a Word package with %s → 415', async (_name, body) => {
    const seller = await newAccount(server, 'seller');
    const res = await put(await uploadUrl(seller), body, docxType);
    expect(res.status).toBe(415);
  });
});

describe('pending upload URLs per user', () => {
  test('at most the cap unused; one more → 429; using or expiry frees a place', async () => {
    const owner = await newAccount(server, 'buyer');
    const paths = [await uploadUrl(owner), await uploadUrl(owner), await uploadUrl(owner)];
    const over = await owner.post('/api/kyc-documents/upload-url');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/unused upload URLs/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await newAccount(server, 'seller');
    expect((await other.post('/api/kyc-documents/upload-url')).status).toBe(200);
    expect((await put(paths[0]!, demoPng(), 'image/png')).status).toBe(200);
    expect((await owner.post('/api/kyc-documents/upload-url')).status).toBe(200);
    server.clock.advance(15 * 60_000 + 1);
    for (let i = 0; i < 3; i++)
      expect((await owner.post('/api/kyc-documents/upload-url')).status).toBe(200);
  });
});

describe('orphaned uploads', () => {
  test('a file never recorded as a document is deleted after the time-out; a recorded one stays', async () => {
    const seller = await newAccount(server, 'seller');
    const company = await seller.post('/api/companies', { name: `Sweep ${seller.email}` });
    expect(company.status).toBe(201);
    const orphan = await put(await uploadUrl(seller), demoPdf('orphan'), 'application/pdf');
    const kept = await put(await uploadUrl(seller), demoPdf('kept'), 'application/pdf');
    expect(orphan.status).toBe(200);
    expect(kept.status).toBe(200);
    const recorded = await seller.post('/api/kyc-documents', {
      ...kept.body,
      originalFileName: 'kept.pdf',
      documentType: 'business_license',
      companyId: company.body.id,
    });
    expect(recorded.status).toBe(201);
    const { storage } = server.app.services;

    server.clock.advance(59 * 60_000);
    await sweepOrphanUploads(server.app.services);
    expect(await storage.get(orphan.body.filePath)).not.toBeNull();

    server.clock.advance(2 * 60_000);
    expect(await sweepOrphanUploads(server.app.services)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(orphan.body.filePath)).toBeNull();
    expect(await storage.get(kept.body.filePath)).not.toBeNull();
    // The swept upload can no longer be recorded (a new session: the old one idled out meanwhile).
    const again = server.client(await server.login(seller.email, 'secret-pass'));
    const late = await again.post('/api/kyc-documents', {
      ...orphan.body,
      originalFileName: 'late.pdf',
      documentType: 'business_license',
      companyId: company.body.id,
    });
    expect(late.status).toBe(400);
  });
});

describe('a per-user quota of uploaded-but-unrecorded bytes (issue 28)', () => {
  test('an upload past it → 413 and not kept; at it, a new URL → 429; recording frees it', async () => {
    const { config } = server.app.services;
    const saved = config.uploadQuotaBytes;
    const file = demoPdf('quota');
    try {
      config.uploadQuotaBytes = Math.floor(file.length * 2.5);
      const seller = await newAccount(server, 'seller');
      const company = await seller.post('/api/companies', { name: `Quota ${seller.email}` });
      expect(company.status).toBe(201);
      const first = await put(await uploadUrl(seller), file, 'application/pdf');
      const second = await put(await uploadUrl(seller), file, 'application/pdf');
      expect([first.status, second.status]).toEqual([200, 200]);
      // The third would pass the quota: refused, nothing kept, the URL still usable later.
      const third = await uploadUrl(seller);
      const over = await put(third, file, 'application/pdf');
      expect(over.status).toBe(413);
      expect(over.body.message).toMatch(
        /^Your uploaded files not yet recorded as documents come to .* MB; the limit is .* MB and this file is .* MB\. Record them as documents, or wait until unrecorded files are removed, before uploading more\.$/,
      );
      // Exactly at the quota: no new URL until something is recorded or swept.
      config.uploadQuotaBytes = file.length * 2;
      const refused = await seller.post('/api/kyc-documents/upload-url');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Your uploaded files not yet recorded as documents/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not affected.
      expect(
        (await (await newAccount(server, 'buyer')).post('/api/kyc-documents/upload-url')).status,
      ).toBe(200);
      const recorded = await seller.post('/api/kyc-documents', {
        ...first.body,
        originalFileName: 'license.pdf',
        documentType: 'business_license',
        companyId: company.body.id,
      });
      expect(recorded.status, recorded.text).toBe(201);
      expect((await put(third, file, 'application/pdf')).status).toBe(200);
    } finally {
      config.uploadQuotaBytes = saved;
    }
  });
});

describe('retention of replaced document versions (issue 28)', () => {
  test('an unreviewed replaced version loses its file after the retention; reviewed ones stay', async () => {
    const { storage, config } = server.app.services;
    const seller = await newAccount(server, 'seller');
    const company = await seller.post('/api/companies', { name: `Versions ${seller.email}` });
    const record = async (documentType: string, title: string) => {
      const uploaded = await put(await uploadUrl(seller), demoPdf(title), 'application/pdf');
      const res = await seller.post('/api/kyc-documents', {
        ...uploaded.body,
        originalFileName: `${title}.pdf`,
        documentType,
        companyId: company.body.id,
      });
      expect(res.status, res.text).toBe(201);
      return res.body as { id: string; filePath: string };
    };
    const unreviewed = await record('business_license', 'v1');
    const reviewed = await record('tax_certificate', 't1');
    const admin = await server.as(demo.admin);
    const decision = await admin.put(`/api/kyc-documents/${reviewed.id}/review`, {
      status: 'rejected',
      reviewNotes: 'Illegible',
    });
    expect(decision.status, decision.text).toBe(200);
    const current = await record('business_license', 'v2');
    await record('tax_certificate', 't2');
    const fileOf = async (id: string) =>
      (
        await server.app.services.database.query(
          'select file_path from kyc_documents where id = $1',
          [id],
        )
      ).rows[0]!.file_path as string;
    const v1File = await fileOf(unreviewed.id);
    const t1File = await fileOf(reviewed.id);

    server.clock.advance((config.replacedFileRetentionDays - 1) * 86_400_000);
    await sweepOrphanUploads(server.app.services);
    expect(await storage.get(v1File)).not.toBeNull();

    server.clock.advance(2 * 86_400_000);
    await sweepOrphanUploads(server.app.services);
    expect(await storage.get(v1File)).toBeNull();
    expect(await fileOf(unreviewed.id)).toBe(`removed/${unreviewed.id}`);
    expect(await storage.get(t1File)).not.toBeNull();
    expect(await storage.get(await fileOf(current.id))).not.toBeNull();
    // The record stays in the history; its download says why there is no file.
    const staff = server.client(await server.login(demo.admin));
    const download = await staff.get(`/api/kyc-documents/${unreviewed.id}/download`);
    expect(download.status).toBe(404);
    expect(download.body.message).toBe(
      'The file of this replaced version was removed: versions replaced before review are kept for a limited time',
    );
    // A second sweep finds nothing more to do.
    await sweepOrphanUploads(server.app.services);
    expect(await fileOf(unreviewed.id)).toBe(`removed/${unreviewed.id}`);
  });
});
