import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { buildGraph, findCycles, staticImports } from '../../scripts/check-cycles.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/check-cycles.mjs');
const run = promisify(execFile);

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A throw-away monorepo: `packages/*` workspaces with the given files (path → text). */
function monorepo(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-cycles-'));
  roots.push(root);
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'fixture', workspaces: ['packages/*', 'apps/*'] }),
    'packages/lib/package.json': JSON.stringify({
      name: '@fixture/lib',
      exports: { '.': './src/index.ts', './extra': './src/extra/index.ts', './*': null },
    }),
    'apps/app/package.json': JSON.stringify({ name: '@fixture/app' }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A layered DAG, with the kinds of import that must not count as edges back up. */
const dag = {
  'packages/lib/src/index.ts': "export { a } from './a';\nexport * from './b.ts';\n",
  'packages/lib/src/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
  'packages/lib/src/b.ts':
    "import type { Index } from './index';\nimport { type A } from './a';\n" +
    "export const b = 1;\nexport const later = () => import('./index');\n" +
    'export type Pair = [Index, A];\n',
  'packages/lib/src/extra/index.ts': "import { a } from '@fixture/lib';\nexport const x = a;\n",
  'apps/app/src/main.tsx':
    "import { x } from '@fixture/lib/extra';\nimport 'react';\nimport './styles.css';\nexport default x;\n",
};

describe('check-cycles', () => {
  test('reads static imports and leaves out type-only and dynamic ones', () => {
    expect(staticImports('b.ts', dag['packages/lib/src/b.ts'])).toEqual([]);
    expect(staticImports('main.tsx', dag['apps/app/src/main.tsx'])).toEqual([
      '@fixture/lib/extra',
      'react',
      './styles.css',
    ]);
    expect(
      staticImports('c.ts', "import d, { type E } from './d';\nexport type { F } from './f';\n"),
    ).toEqual(['./d']);
  });

  test('resolves relative paths, folder indexes and workspace exports into a graph', () => {
    const graph = buildGraph(monorepo(dag));
    expect(Object.fromEntries(graph)).toEqual({
      'apps/app/src/main.tsx': ['packages/lib/src/extra/index.ts'],
      'packages/lib/src/a.ts': ['packages/lib/src/b.ts'],
      'packages/lib/src/b.ts': [],
      'packages/lib/src/extra/index.ts': ['packages/lib/src/index.ts'],
      'packages/lib/src/index.ts': ['packages/lib/src/a.ts', 'packages/lib/src/b.ts'],
    });
  });

  test('a DAG passes', async () => {
    const root = monorepo(dag);
    expect(findCycles(buildGraph(root))).toEqual([]);
    const { stdout } = await run(process.execPath, [script, root]);
    expect(stdout).toContain('No import cycles among 5 source files.');
  });

  test('a cycle through a workspace import is found, with its path, and fails the run', async () => {
    const root = monorepo({
      ...dag,
      // b now needs the package entry at runtime: index → a → b → index.
      'packages/lib/src/b.ts': "import { a } from '@fixture/lib';\nexport const b = () => a;\n",
    });
    expect(findCycles(buildGraph(root))).toEqual([
      [
        'packages/lib/src/a.ts',
        'packages/lib/src/b.ts',
        'packages/lib/src/index.ts',
        'packages/lib/src/a.ts',
      ],
    ]);
    const failure = await run(process.execPath, [script, root]).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'packages/lib/src/a.ts → packages/lib/src/b.ts → packages/lib/src/index.ts → packages/lib/src/a.ts',
      ),
    });
  });

  test('separate cycles are each reported once, a self-import too', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['c']],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'c'],
      ['e', 'e'],
    ]);
  });
});
