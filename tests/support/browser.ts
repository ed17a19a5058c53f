import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.ts';

/** Launches the Chromium that {@link findChromium} finds, headless, with a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
}
