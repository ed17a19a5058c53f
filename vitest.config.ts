import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, findChromium } from './tests/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/**
 * Test files at once in the unit and API projects. Vitest's default is one less than the cores, one
 * on CI's 2-core machine, which left a core idle: its main process only collects results, and the
 * files are independent (each API file has its own database copy). See docs/testing.md, "Cost and
 * budget".
 */
const fileWorkers = Math.max(2, availableParallelism() - 1);
const wants = (project: string) => {
  const i = process.argv.indexOf('--project');
  return i === -1 || process.argv.slice(i).some((arg) => arg === project);
};

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 60_000, // a hang guard: importing all of packages/ui is slow on a busy machine
          maxWorkers: fileWorkers,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          // Migrate and seed once per run; each test file starts from a copy (apps/api/test/support).
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          // Hang guards sized for a busy 2-core machine, not measures of speed.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: fileWorkers,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Deps Vite would otherwise discover mid-run, re-bundle and reload the page for.
        optimizeDeps: {
          include: [
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/sprinkles/createUtils',
            '@vanilla-extract/recipes/createRuntimeFn',
            'zod/mini',
          ],
        },
        test: {
          name: 'storybook',
          // One iframe for all story files: each file's own iframe re-imported the preview, the
          // design system and MSW (setup was 241 s of 561). Stories stay independent: the
          // preview's beforeEach resets the mock database, role and toasts, and MSW handlers are
          // reset per story.
          isolate: false,
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: wants('storybook')
                ? { executablePath: findChromium(), args: chromiumArgs }
                : {},
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Hang guards sized for a busy 2-core machine (load 6–10), never measures of speed. A
          // journey waits for states, step by step: each Playwright action and wait gives up after
          // 60 s (`stepGuardMs`, tests/support/e2e.ts) and so does `expect.poll` (Vitest's 1 s
          // default was shorter than a page's data on a busy machine). The whole-test limit only ends
          // what no step guards, so it allows a long journey (the negotiation's ~60 steps) at load.
          testTimeout: 300_000,
          // The server's start (compile, migrate, seed: tests/support/server.ts gives it 240 s) and
          // Chromium's, in each file's beforeAll.
          hookTimeout: 300_000,
          expect: { poll: { timeout: 60_000 } },
          // Each file has its own server, database and browser on free ports, so two run at once:
          // they mostly wait (sign-ins, page loads), and 20 files took 315 s instead of about 450.
          maxWorkers: 2,
        },
      },
    ],
  },
});
