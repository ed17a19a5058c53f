import { describe, expect, it } from 'vitest';
import {
  checkFile,
  checkFiles,
  describeConstraints,
  fileExtension,
  formatFileSize,
} from './fileConstraints';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);
const kyc = {
  maxSize: 10 * MB,
  acceptedExtensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
  maxFiles: 5,
} as const;

describe('formatFileSize', () => {
  it('writes binary units as the limits are written', () => {
    expect(formatFileSize(10485760)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(3 * 1024 * MB)).toBe('3 GB');
  });
});

describe('fileExtension', () => {
  it('is the lower-case last extension with its dot', () => {
    expect(fileExtension('Licence.PDF')).toBe('.pdf');
    expect(fileExtension('archive.tar.gz')).toBe('.gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
  });
});

describe('checkFile', () => {
  it('accepts a file within the constraints, whatever the case of its extension', () => {
    expect(checkFile(file('licence.PDF'), kyc)).toBeNull();
  });

  it('rejects a file over the size limit by name', () => {
    expect(checkFile(file('big.pdf', 10 * MB + 1), kyc)).toBe('"big.pdf" is larger than 10 MB');
    expect(checkFile(file('exact.pdf', 10 * MB), kyc)).toBeNull();
  });

  it('rejects another type and lists the accepted ones', () => {
    expect(checkFile(file('setup.exe'), kyc)).toBe(
      '".exe" files are not accepted — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
    );
    expect(checkFile(file('README'), kyc)).toBe(
      '"README" has no file extension — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
    );
  });

  it('accepts anything without constraints', () => {
    expect(checkFile(file('setup.exe', 50 * MB), {})).toBeNull();
  });
});

describe('checkFiles', () => {
  it('keeps only as many files as there is room for, in order', () => {
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((n) => file(n));
    const { accepted, rejected } = checkFiles(files, kyc, 3);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(rejected).toEqual([{ file: files[2], message: 'Up to 5 files' }]);
  });

  it('does not count rejected files against the limit', () => {
    const files = [file('setup.exe'), file('a.pdf')];
    const { accepted, rejected } = checkFiles(files, { ...kyc, maxFiles: 1 });
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected.map((r) => r.message)).toEqual([
      '".exe" files are not accepted — use .pdf, .jpg, .jpeg, .png, .doc or .docx',
    ]);
  });

  it('says "file" for a single-file field', () => {
    const { rejected } = checkFiles([file('a.pdf'), file('b.pdf')], { maxFiles: 1 });
    expect(rejected.map((r) => r.message)).toEqual(['Up to 1 file']);
  });
});

describe('describeConstraints', () => {
  it('summarises type, size and count', () => {
    expect(describeConstraints(kyc)).toBe(
      'PDF, JPG, JPEG, PNG, DOC or DOCX · up to 10 MB each · up to 5 files',
    );
    expect(describeConstraints({ maxSize: 10 * MB, maxFiles: 1 })).toBe(
      'up to 10 MB · up to 1 file',
    );
    expect(describeConstraints({})).toBe('');
  });
});
