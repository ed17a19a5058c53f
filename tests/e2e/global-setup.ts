import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/server.ts';

/** The server serves the built web app: build it once if `npm test` has not already. */
export default function setup() {
  if (
    !existsSync(path.join(repoRoot, 'apps/web/dist/index.html')) ||
    process.env.E2E_BUILD === '1'
  ) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
}
