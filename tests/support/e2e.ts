/**
 * The set-up every end-to-end file shares: the real server with a fresh database and demo data and one
 * Chromium for the file, a new browser context and page for each test, and the sign-in card's fields.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface E2e {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Registers the file's hooks and returns an object whose fields are filled by them: `server` and
 * `browser` once for the file, `context` and `page` anew before each test.
 */
export function setUpE2e(): E2e {
  const e2e = {} as E2e;
  beforeAll(async () => {
    [e2e.server, e2e.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  beforeEach(async () => {
    e2e.context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    e2e.page = await e2e.context.newPage();
  });
  afterEach(async () => {
    await e2e.context?.close();
  });
  return e2e;
}

export type Scope = ReturnType<Page['getByRole']>;
// Required fields carry a '*' mark in their label (hidden from the accessible name).
export const emailField = (scope: Scope) => scope.getByRole('textbox', { name: 'Email' });
export const passwordField = (scope: Scope) => scope.getByLabel(/^Password\*?$/);
