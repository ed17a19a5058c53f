import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('browser discovery', () => {
  test('CHROMIUM_PATH wins when it points at a file', async () => {
    vi.stubEnv('CHROMIUM_PATH', process.execPath);
    const { findChromium } = await import('../support/chromium.ts');
    expect(findChromium()).toBe(process.execPath);
  });

  test('a CHROMIUM_PATH that points nowhere is an error that names it', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/no/such/chromium');
    const { findChromium } = await import('../support/chromium.ts');
    expect(() => findChromium()).toThrow(
      'CHROMIUM_PATH is set to /no/such/chromium, but no file is there.',
    );
  });
});
