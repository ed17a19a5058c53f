#!/usr/bin/env node
// Regenerates the single initial migration from src/db/schema.ts (nothing is released yet), then appends
// the trigger SQL drizzle-kit cannot express (src/db/listing-counts.sql).
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.join(root, 'drizzle'), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'init'], { cwd: root, stdio: 'inherit' });
appendFileSync(
  path.join(root, 'drizzle/0000_init.sql'),
  `--> statement-breakpoint\n${readFileSync(path.join(root, 'src/db/listing-counts.sql'), 'utf8')}`,
);
