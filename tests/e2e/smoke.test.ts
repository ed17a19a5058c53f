import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the real server', () => {
  test('answers its health check', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('renders the home page', async () => {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(
      /\S/,
    );
    expect(await page.title()).toContain('Petrobridge');
  });

  test('shows the not-found page for an unknown path', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
  });

  test('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
