#!/usr/bin/env node
// Adds the next migration for the changes of src/db/schema.ts since the last snapshot in drizzle/meta:
// `npm run db:generate -w @petrobridge/api -- <name>`. Committed migrations are never edited or regenerated:
// databases that already ran them (a developer's DATA_DIR, a server) only run what is new.
// The trigger SQL drizzle-kit cannot express (src/db/listing-counts.sql) is part of 0000_init; a change to
// it needs a new migration written by hand (`drizzle-kit generate --custom --name <name>`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:generate -w @petrobridge/api -- <snake_case_name>');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { cwd: root, stdio: 'inherit' });
