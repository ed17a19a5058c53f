#!/usr/bin/env node
/**
 * Fails when a source file of packages/* or apps/* reaches itself through its static imports, and
 * prints each cycle's path. It stands in for `import-x/no-cycle`, whose native bindings the registry
 * mirror lacks, and needs nothing beyond the TypeScript compiler the repository already has.
 *
 * What counts: `import … from`, `export … from` and side-effect imports, resolved like the bundler
 * does — relative paths (with or without an extension, or a folder's index) and the workspaces'
 * package names through their `exports` maps. Type-only imports (`import type`, or every specifier
 * marked `type`) are left out: `verbatimModuleSyntax` erases them, so they cannot order evaluation.
 * Dynamic `import()` is left out too: a lazy chunk is evaluated after its importer has finished.
 *
 * Usage: `node scripts/check-cycles.mjs [root]` (exit 1 with the cycles, 0 when there are none).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', '.cache']);

/** Every source file under `dir`, skipping build output and dependencies. */
function listSources(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listSources(path));
    else if (sourceExtensions.some((ext) => entry.name.endsWith(ext)) && !/\.d\.m?ts$/.test(path))
      found.push(path);
  }
  return found;
}

/** The workspaces of `root` (its package.json `workspaces` globs of the form `folder/*`). */
function listWorkspaces(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const workspaces = [];
  for (const pattern of manifest.workspaces ?? []) {
    const base = join(root, pattern.replace(/\/\*$/, ''));
    if (!existsSync(base)) continue;
    const folders = pattern.endsWith('/*')
      ? readdirSync(base).map((name) => join(base, name))
      : [base];
    for (const folder of folders) {
      const file = join(folder, 'package.json');
      if (existsSync(file))
        workspaces.push({ folder, manifest: JSON.parse(readFileSync(file, 'utf8')) });
    }
  }
  return workspaces;
}

/** The first existing file for a path written without (or with a stand-in) extension. */
function resolveFile(path) {
  const candidates = [path];
  const stem = path.replace(/\.(m?js|jsx)$/, '');
  for (const ext of sourceExtensions) candidates.push(stem + ext);
  for (const ext of sourceExtensions) candidates.push(join(path, `index${ext}`));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** `@scope/name/sub` → the file its package's `exports` map names, or undefined. */
function resolvePackage(specifier, packages) {
  for (const { folder, manifest } of packages) {
    const name = manifest.name;
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = `.${specifier.slice(name.length)}`;
    let target = manifest.exports?.[subpath];
    if (target && typeof target === 'object') target = target.import ?? target.default;
    if (typeof target === 'string') return resolveFile(join(folder, target));
    if (subpath === '.' && typeof manifest.main === 'string')
      return resolveFile(join(folder, manifest.main));
    return undefined;
  }
  return undefined;
}

/** Whether an import or export declaration is erased at runtime. */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** The module specifiers a file imports at evaluation time. */
export function staticImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !isTypeOnly(statement)
    )
      specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/**
 * The import graph of the workspaces' sources under `root`: file (relative to root, `/`-separated)
 * → the files it imports. Only files inside the scanned folders are nodes; anything else (npm
 * packages, assets) is not followed.
 */
export function buildGraph(rootDir, folders = ['packages/*/src', 'apps/*/src']) {
  const root = resolve(rootDir);
  const packages = listWorkspaces(root);
  const files = [];
  for (const pattern of folders) {
    const [base, rest] = pattern.split('/*/');
    const baseDir = join(root, base);
    if (!existsSync(baseDir)) continue;
    for (const name of readdirSync(baseDir)) {
      const dir = join(baseDir, name, rest ?? '');
      if (existsSync(dir) && statSync(dir).isDirectory()) files.push(...listSources(dir));
    }
  }
  const known = new Set(files);
  const key = (file) => relative(root, file).split(sep).join('/');
  const graph = new Map();
  for (const file of files) {
    const edges = new Set();
    for (const specifier of staticImports(file, readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.')
        ? resolveFile(resolve(dirname(file), specifier))
        : resolvePackage(specifier, packages);
      if (target && known.has(target)) edges.add(key(target));
    }
    graph.set(key(file), [...edges].sort());
  }
  return graph;
}

/**
 * One cycle per strongly connected component that has one (Tarjan), each as the path of files from
 * its first file back to it: `['a.ts', 'b.ts', 'a.ts']`. Sorted, so the output is stable.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;

  // Iterative, so that a long import chain cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next];
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (graph.get(member) ?? []).includes(member);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }

  return components
    .map((component) => shortestCycle(graph, component))
    .sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest path from the component's first file back to itself, inside the component. */
function shortestCycle(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

function main() {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const graph = buildGraph(root);
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycles among ${graph.size} source files.`);
    return;
  }
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' → ')}`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
