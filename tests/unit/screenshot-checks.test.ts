import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { layoutChecksScript } from '../screenshots/checks.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 600 } });
}, 60_000);
afterAll(() => browser?.close());

async function problems(html: string): Promise<string[]> {
  await page.setContent(`<body style="margin:0">${html}</body>`);
  return (await page.evaluate(layoutChecksScript)) as string[];
}

describe('what a screenshot fails on besides pixels', () => {
  test('a page that fits and wraps labels between words passes', async () => {
    await expect(
      problems(
        '<nav style="width:80px"><a href="#">Deals and offers</a></nav>' +
          '<div style="overflow-x:auto"><table style="min-width:600px"><tr><td>scrolls inside</td></tr></table></div>',
      ),
    ).resolves.toEqual([]);
  });

  test('a page wider than its viewport fails, naming the element that makes it', async () => {
    const [problem] = await problems('<main><div style="width:600px">too wide</div></main>');
    expect(problem).toContain('the page scrolls horizontally: 600 px wide at a 390 px viewport');
    expect(problem).toContain('because of div "too wide"');
  });

  test('a navigation label broken inside a word fails', async () => {
    await expect(
      problems(
        '<nav style="width:60px"><a href="#" style="overflow-wrap:anywhere">Administration</a></nav>',
      ),
    ).resolves.toEqual([
      'a word of a navigation label is broken across lines: "Administration" in a "Administration"',
    ]);
  });

  test('so does any element marked data-nowrap-words', async () => {
    const [problem] = await problems(
      '<div data-nowrap-words style="width:40px;word-break:break-all">Commission</div>',
    );
    expect(problem).toContain('"Commission"');
  });
});
