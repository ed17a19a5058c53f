import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { setInteractionModality } from 'react-aria-components';
import { clearToasts, toastQueue } from '@petrobridge/ui';
import {
  resetMockDb,
  setMockRole,
  trackRequests,
  withSession,
  type MockRole,
} from '@petrobridge/features/mocks';
import { shots, viewports } from '@petrobridge/story-kit';
import { withRouter, withSwr, withTheme } from '@petrobridge/story-kit/decorators';

/**
 * For the screenshot runner (tests/screenshots/run.ts): it pauses the toasts' timers the moment a
 * story's play function has ended, so the toast the story ended on is still there when the picture is
 * taken, however long fonts and settling take on a busy machine.
 */
(window as unknown as { __pbPauseToasts?: () => void }).__pbPauseToasts = () =>
  toastQueue.pauseAll();

/**
 * Relative times ("Posted 2 years ago") are told from this fixed present in stories (the product's
 * `displayNow`), so that pictures recorded today do not change as the calendar moves on.
 */
(globalThis as { __pbDisplayNow?: string }).__pbDisplayNow = '2026-11-26T08:00:00.000Z';

// findBy* and waitFor wait for a condition; their time-out is only a hang guard. Testing Library's
// default of 1 s is shorter than a lazy chunk plus the 500 ms delay before signing in again on a busy 2-core machine, which made
// journeys such as 'Sign in again' fail at random. See docs/testing.md, "Time limits are hang guards".
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        // Unhandled API calls fail loudly; assets and Storybook's own requests pass through.
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error();
        },
      });
      // Play functions wait for the screen's data with apiSettled() rather than a clock.
      trackRequests(worker);
      return worker;
    }),
  ],
  decorators: [withSession, withSwr, withRouter, withTheme],
  // Every story starts from an empty toast queue (it is app-wide), and react-aria's live
  // announcer forgets messages that point at elements of the previous story (a pending
  // button's label), so the next story's accessibility check and screenshot are its own.
  // The mock API answers as the story's role (the same global the session decorator reads), from a
  // fresh mock database.
  //
  // react-aria keeps the input modality (keyboard, pointer, virtual) in module state: it decides
  // whether a focused control shows its focus ring (`data-focus-visible`). A story's clicks or
  // keys would otherwise pick the next story's rings (the story tests share one iframe, the
  // screenshot runner switches stories in one page). Every story starts as a freshly loaded page
  // does, with no modality yet (rings shown on focus); its own interactions set it from there.
  beforeEach: ({ globals }) => {
    // `null` is a fresh page's modality; the type only names the ones an event sets.
    setInteractionModality(null as unknown as 'keyboard');
    setMockRole(globals.role as MockRole | undefined);
    resetMockDb();
    clearToasts();
    return () => {
      clearToasts();
      document
        .querySelectorAll('[data-live-announcer] [aria-labelledby]')
        .forEach((node) => node.remove());
    };
  },
  initialGlobals: { theme: 'light', role: 'signed-out' },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    role: {
      description: 'Signed-in role',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: [
          { value: 'signed-out', title: 'Signed out' },
          { value: 'super_admin', title: 'Super admin' },
          { value: 'admin', title: 'Admin' },
          { value: 'broker', title: 'Broker' },
          { value: 'seller', title: 'Seller' },
          { value: 'buyer', title: 'Buyer' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        desktop: {
          name: 'Desktop',
          styles: {
            width: `${viewports.desktop.width}px`,
            height: `${viewports.desktop.height}px`,
          },
        },
        mobile: {
          name: 'Mobile',
          styles: { width: `${viewports.mobile.width}px`, height: `${viewports.mobile.height}px` },
        },
      },
    },
    // The screenshot matrix (@petrobridge/story-kit's modes): light desktop for every story; metas and stories add modes.
    chromatic: shots.default,
  },
};

export default preview;
