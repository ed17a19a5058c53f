/**
 * The set-up every end-to-end file shares: the real server with a fresh database and demo data and one
 * Chromium for the file, a new browser context and page for each test, the sign-in card's fields, and
 * the two ways a test signs in (an API session of its own, or the page through the UI).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@petrobridge/domain';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * How long one step (a Playwright action, `waitFor`, navigation, `expect.poll`) may wait for its
 * state before the test fails with that step's name: a hang guard for a busy machine, not a measure
 * of speed (docs/testing.md, "Time limits are hang guards"). Steps return as soon as their state holds.
 */
export const stepGuardMs = 60_000;

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
    e2e.context.setDefaultTimeout(stepGuardMs);
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

/**
 * An API session of an account, in a browser context of its own: its cookies are not the page's, so a
 * test can act as several people at once.
 */
export async function apiSession(
  e2e: E2e,
  email: string,
  password = DEMO_PASSWORD,
): Promise<APIRequestContext> {
  const context = await e2e.browser.newContext();
  context.setDefaultTimeout(stepGuardMs);
  const login = await context.request.post(`${e2e.server.url}/api/auth/login`, {
    data: { email, password },
  });
  expect(login.ok(), `sign-in of ${email}`).toBe(true);
  return context.request;
}

/** Signs the test's page in as a person does: the header's Sign In, the dialog, then the side menu. */
export async function signInThroughUi(e2e: E2e, email: string, password = DEMO_PASSWORD) {
  const { page } = e2e;
  await page.goto(`${e2e.server.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Petrobridge' });
  await emailField(dialog).fill(email);
  await passwordField(dialog).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('navigation', { name: 'Trading Hub' }).waitFor();
}
