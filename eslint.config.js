// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const featuresSrc = path.join(root, 'packages', 'features', 'src');
const appsDir = path.join(root, 'apps');
/** Folders of packages/features/src that every feature may import; all other folders are features. */
const sharedFeatureFolders = new Set([
  'shared',
  'session',
  'mocks',
  'api',
  'deal-form',
  'listing-forms',
  'notifications',
  'analytics-board',
  'payments',
]);
/** Package names of every folder under apps/, read here so that a new app is covered at once. */
const appPackages = readdirSync(appsDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(path.join(appsDir, entry.name, 'package.json')),
  )
  .map(
    (entry) =>
      /** @type {{ name: string }} */ (
        JSON.parse(readFileSync(path.join(appsDir, entry.name, 'package.json'), 'utf8'))
      ).name,
  );

/** @param {string} parent @param {string} child */
const isInside = (parent, child) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The top folder under packages/features/src that holds `file`, or undefined. @param {string} file */
const featureOf = (file) =>
  isInside(featuresSrc, file) ? path.relative(featuresSrc, file).split(path.sep)[0] : undefined;

/**
 * Boundaries written as folder patterns rather than lists, so that a new feature folder or a new
 * app is covered without editing this file, at any depth of relative path:
 * - a feature (any folder of packages/features/src except the shared folders: shared, session,
 *   mocks and api, the resource layer) imports no other feature, and the shared folders import no
 *   feature;
 * - nothing under packages/ imports anything under apps/ (by path or by package name).
 * @type {import('eslint').Rule.RuleModule}
 */
const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      feature:
        'Features do not import each other ({{from}} → {{to}}): move the shared piece into packages/ui, packages/domain or features/src/shared.',
      shared: 'Shared feature code ({{from}}) imports no feature ({{to}}).',
      app: 'Packages never import an app ({{to}}): apps sit on top of packages.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const inPackages = isInside(path.join(root, 'packages'), file);
    const fromFeature = featureOf(file);
    if (!inPackages) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      /** @type {string | undefined} */
      let target;
      if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else if (specifier.startsWith('@petrobridge/features/'))
        target = path.join(featuresSrc, specifier.slice('@petrobridge/features/'.length));
      const toApp =
        appPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`)) ||
        (target !== undefined && isInside(appsDir, target));
      if (toApp) {
        context.report({ node: source, messageId: 'app', data: { to: specifier } });
        return;
      }
      if (fromFeature === undefined || target === undefined) return;
      const toFeature = featureOf(target);
      if (
        toFeature === undefined ||
        toFeature === fromFeature ||
        sharedFeatureFolders.has(toFeature)
      )
        return;
      context.report({
        node: source,
        messageId: sharedFeatureFolders.has(fromFeature) ? 'shared' : 'feature',
        data: { from: fromFeature, to: toFeature },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const apiSrc = path.join(root, 'apps', 'api', 'src');
/** The modules of an API resource folder that only the folder itself (and app.ts's wiring) imports. */
const privateResourceModules = new Set(['index', 'handlers', 'queries']);
/** Folders of apps/api/src that hold no resource: the server's plumbing, which every resource may use. */
const apiInfrastructure = new Set(['http', 'db', 'lib', 'storage', 'seed']);
/** Whether `folder` (directly under apps/api/src) is a resource: it has a handlers.ts. @param {string} folder */
const isApiResource = (folder) =>
  !apiInfrastructure.has(folder) && existsSync(path.join(apiSrc, folder, 'handlers.ts'));
/** The resource folder of apps/api/src that holds `file`, or undefined. @param {string} file */
const apiResourceOf = (file) => {
  if (!isInside(apiSrc, file)) return undefined;
  const [top, ...rest] = path.relative(apiSrc, file).split(path.sep);
  return top && rest.length && isApiResource(top) ? top : undefined;
};

/**
 * The API by resource (docs/architecture.md#server): `apps/api/src/<resource>/` holds one resource's
 * handlers, its queries and its rules. Its handlers (and the index that re-exports them) are wired by
 * app.ts only, and its queries serve its own handlers only: no resource imports another's handlers or
 * queries. What two resources share lives outside both (lib/, db/, http/) or in a resource's rules.
 * Written as a folder pattern, so that a new resource folder is covered at once.
 * @type {import('eslint').Rule.RuleModule}
 */
const apiResources = {
  meta: {
    type: 'problem',
    messages: {
      resource:
        "A resource's {{module}} belong to it ({{from}} → {{to}}): move what both need into lib/ or the resource's rules.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!isInside(apiSrc, file)) return {};
    const fromResource = apiResourceOf(file);
    const isWiring = file === path.join(apiSrc, 'app.ts');
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value).replace(/\.(ts|js|mjs)$/, '');
      /** @type {string | undefined} */
      let toResource;
      /** @type {string} */
      let module = 'index';
      if (path.dirname(target) === apiSrc && isApiResource(path.basename(target)))
        toResource = path.basename(target);
      else {
        toResource = apiResourceOf(target);
        module = path.relative(path.join(apiSrc, toResource ?? ''), target);
      }
      if (
        toResource === undefined ||
        toResource === fromResource ||
        !privateResourceModules.has(module)
      )
        return;
      if (isWiring && module !== 'queries') return;
      context.report({
        node: source,
        messageId: 'resource',
        data: {
          module: module === 'queries' ? 'queries' : 'handlers',
          from: path.relative(apiSrc, file),
          to: `${toResource}/${module}`,
        },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Patterns for code that must never be imported from `from`. */
const appImports = [
  '@petrobridge/web',
  '@petrobridge/web/*',
  '@petrobridge/api',
  '@petrobridge/api/*',
  '**/apps/*',
  '**/apps/**',
];
const featureImports = [
  '@petrobridge/features',
  '@petrobridge/features/*',
  '**/packages/features/**',
  '**/features/src/**',
];
/** Deep imports into another package's files (its `exports` map is the only way in). */
const deepImports = ['@petrobridge/*/src', '@petrobridge/*/src/**', '**/packages/*/src/**'];

/**
 * @param {string[]} files
 * @param {{ group: string[], message: string }[]} patterns
 */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      'coverage/**',
      'packages/api-client/src/schema.ts',
      'apps/api/drizzle/**',
      '.storybook/public/**',
      'tests/screenshots/__actual__/**',
      'tests/screenshots/__diff__/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...storybook.configs['flat/recommended'],

  // One-way dependencies (docs/architecture.md): ui ← features ← web; api shares only contract and domain.
  restrict(
    ['packages/ui/**'],
    [
      {
        group: [
          ...appImports,
          ...featureImports,
          '@petrobridge/api-client',
          '@petrobridge/api-client/*',
        ],
        message:
          'packages/ui is the bottom layer: it imports no feature, no app and no API client.',
      },
      {
        group: deepImports,
        message: 'Import another package through its exports map, never its files.',
      },
    ],
  ),
  restrict(
    ['packages/domain/**'],
    [
      {
        group: [
          ...appImports,
          ...featureImports,
          '@petrobridge/ui',
          '@petrobridge/ui/*',
          'react',
          'react-dom',
        ],
        message: 'packages/domain holds pure rules: no React, no UI, no app.',
      },
    ],
  ),
  restrict(
    ['packages/api-client/**'],
    [
      {
        group: [...appImports, ...featureImports, '@petrobridge/ui', '@petrobridge/ui/*'],
        message: 'packages/api-client knows only the contract.',
      },
    ],
  ),
  restrict(
    ['packages/features/**'],
    [
      {
        group: deepImports,
        message: 'Import another package through its exports map, never its files.',
      },
    ],
  ),
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { petrobridge: { rules: { boundaries } } },
    rules: { 'petrobridge/boundaries': 'error' },
  },
  restrict(
    ['apps/web/**'],
    [
      {
        group: ['@petrobridge/api', '@petrobridge/api/*', '**/apps/api/**'],
        message: 'apps/web never imports apps/api: they share only the contract.',
      },
      {
        group: deepImports,
        message: 'Import another package through its exports map, never its files.',
      },
    ],
  ),
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'petrobridge-api': { rules: { resources: apiResources } } },
    rules: { 'petrobridge-api/resources': 'error' },
  },
  restrict(
    ['apps/api/**'],
    [
      {
        group: [
          '@petrobridge/web',
          '@petrobridge/web/*',
          '**/apps/web/**',
          ...featureImports,
          '@petrobridge/ui',
          '@petrobridge/ui/*',
          'react',
          'react-dom',
        ],
        message: 'apps/api shares only the contract and pure domain rules with the client.',
      },
      {
        group: deepImports,
        message: 'Import another package through its exports map, never its files.',
      },
    ],
  ),
);
