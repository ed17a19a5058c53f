/**
 * Finds a Chromium for every browser test (story tests, screenshots, end-to-end).
 *
 * Order: `CHROMIUM_PATH`, then Debian's `/usr/bin/chromium`, then a browser that
 * Playwright installed itself. On a Debian machine, as root, with none found, it
 * installs the `chromium` package; anywhere else it stops and says what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as PlaywrightCore from 'playwright-core';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

const debianPath = '/usr/bin/chromium';

function playwrightOwnBrowser(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core') as typeof PlaywrightCore;
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function isDebianRoot(): boolean {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/etc/debian_version') &&
    existsSync('/usr/bin/apt-get')
  );
}

let cached: string | undefined;

export function findChromium(): string {
  if (cached) return cached;
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    }
    return (cached = fromEnv);
  }
  if (existsSync(debianPath)) return (cached = debianPath);
  const own = playwrightOwnBrowser();
  if (own) return (cached = own);
  if (isDebianRoot()) {
    console.warn('[chromium] none found: installing Debian package "chromium" (apt-get)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(debianPath)) return (cached = debianPath);
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `apt-get install chromium`; ' +
      'elsewhere: `npx playwright install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
