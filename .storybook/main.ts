import { defineMain } from '@storybook/react-vite/node';
import { mergeConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
    // Throw-away copies for measuring the suite at a multiple of its size (scripts/stress-stories.mjs).
    ...(process.env.STORYBOOK_STRESS ? ['../.data/stress-stories/**/*.stories.@(ts|tsx)'] : []),
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // mockServiceWorker.js is written here by `npm run msw:init` (postinstall).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [vanillaExtractPlugin()],
    }),
});
