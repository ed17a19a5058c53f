#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic for visual review. Needs a project
// token and the network; locally, `npm run test:screenshots` does the same comparison offline.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'npm run chromatic: CHROMATIC_PROJECT_TOKEN is not set. Chromatic needs a project token and network access;\n' +
      'set the token (from chromatic.com → Manage → Configure) and run again. For an offline comparison use\n' +
      '`npm run test:screenshots`.',
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
