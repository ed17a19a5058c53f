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
/**
 * The tiers of packages/features/src, lowest first (docs/architecture.md#feature-tiers): a file may import
 * its own tier or a lower one, never a higher one. `mocks` is the stories' fake server, outside the order:
 * it imports kit and data only, and only stories, tests and .storybook import it.
 */
const featureTiers = ['kit', 'data', 'widgets', 'screens'];
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

/**
 * Where `file` sits in packages/features/src: its tier (the top folder) and area (the folder under a
 * tier), or undefined outside it. @param {string} file
 */
const placeOf = (file) => {
  if (!isInside(featuresSrc, file)) return undefined;
  const [tier, area] = path.relative(featuresSrc, file).split(path.sep);
  return { tier, area: area?.replace(/\.(tsx?|mjs|js)$/, '') };
};

/** Stories, tests and the fake server itself may import the fake server. @param {string} file */
const mayUseMocks = (file) =>
  /\.(stories|test)\.(tsx?|mjs)$/.test(file) || placeOf(file)?.tier === 'mocks';

/**
 * Boundaries written as folder patterns rather than lists, so that a new screen, widget or app is covered
 * without editing this file, at any depth of relative path:
 * - every top folder of packages/features/src is a tier (kit, data, widgets, screens) or mocks;
 * - a tier imports no higher tier; a screen imports no other screen;
 * - only stories, tests and mocks import mocks, and mocks import no widget or screen;
 * - nothing under packages/ imports anything under apps/ (by path or by package name).
 * @type {import('eslint').Rule.RuleModule}
 */
const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      tier: 'Every folder of packages/features/src is a tier ({{tiers}}) or mocks, not {{tier}}.',
      upward:
        'A tier imports only its own or a lower one ({{order}}): {{from}} → {{to}}. Move the shared piece down.',
      screen:
        'Screens do not import each other ({{from}} → {{to}}): move the shared piece into widgets, kit or packages/domain.',
      mocks: 'Only stories, tests and mocks import the fake server ({{to}}).',
      mocksUp: 'The fake server imports kit and data only, not {{to}}.',
      app: 'Packages never import an app ({{to}}): apps sit on top of packages.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const inPackages = isInside(path.join(root, 'packages'), file);
    if (!inPackages) return {};
    const from = placeOf(file);
    /** @type {Record<string, any>} */
    const listeners = {};
    if (from && from.tier !== 'mocks' && !featureTiers.includes(from.tier))
      listeners.Program = (/** @type {any} */ node) =>
        context.report({
          node,
          messageId: 'tier',
          data: { tiers: featureTiers.join(', '), tier: from.tier },
        });
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
      if (target === undefined) return;
      const to = placeOf(target);
      if (to === undefined) return;
      if (to.tier === 'mocks') {
        if (!mayUseMocks(file))
          context.report({ node: source, messageId: 'mocks', data: { to: specifier } });
        return;
      }
      if (from === undefined) return;
      if (from.tier === 'mocks') {
        if (to.tier === 'widgets' || to.tier === 'screens')
          context.report({ node: source, messageId: 'mocksUp', data: { to: specifier } });
        return;
      }
      const rank = (/** @type {string} */ tier) => featureTiers.indexOf(tier);
      if (rank(to.tier) > rank(from.tier))
        context.report({
          node: source,
          messageId: 'upward',
          data: {
            order: featureTiers.join(' < '),
            from: `${from.tier}/${from.area}`,
            to: `${to.tier}/${to.area}`,
          },
        });
      else if (from.tier === 'screens' && to.tier === 'screens' && from.area !== to.area)
        context.report({
          node: source,
          messageId: 'screen',
          data: { from: from.area, to: to.area },
        });
    };
    return {
      ...listeners,
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const storybookDir = path.join(root, '.storybook');
const storyKitDir = path.join(root, 'packages', 'story-kit');
/**
 * Stories, .storybook, tests, the stories' fake server and the kit itself may import the story kit
 * (dev only). @param {string} file
 */
const mayUseStoryKit = (file) =>
  /\.(stories|test)\.(tsx?|mjs)$/.test(file) ||
  isInside(storybookDir, file) ||
  isInside(storyKitDir, file) ||
  isInside(path.join(root, 'tests'), file) ||
  placeOf(file)?.tier === 'mocks';

/**
 * The story kit (docs/architecture.md#stories-are-the-tests): no product code imports
 * @petrobridge/story-kit, and no file reaches into .storybook by a relative path (its presets and
 * decorators are the kit's).
 * @type {import('eslint').Rule.RuleModule}
 */
const storyKit = {
  meta: {
    type: 'problem',
    messages: {
      product:
        'Only stories, tests, .storybook and the mocks import the story kit ({{to}}): it is dev only.',
      storybook:
        'Import the story kit (@petrobridge/story-kit) rather than .storybook by a relative path ({{to}}).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (
        (specifier === '@petrobridge/story-kit' ||
          specifier.startsWith('@petrobridge/story-kit/')) &&
        !mayUseStoryKit(file)
      )
        context.report({ node: source, messageId: 'product', data: { to: specifier } });
      else if (
        specifier.startsWith('.') &&
        !isInside(storybookDir, file) &&
        isInside(storybookDir, path.resolve(path.dirname(file), specifier))
      )
        context.report({ node: source, messageId: 'storybook', data: { to: specifier } });
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
        group: ['@petrobridge/story-kit/*'],
        message:
          "packages/ui's stories take the modes only (@petrobridge/story-kit): the kit's decorators use the API client, and .storybook/preview.tsx applies them.",
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
    ['packages/story-kit/**'],
    [
      {
        group: [...appImports, ...featureImports],
        message:
          "The story kit sits under every package's stories: it imports no feature and no app (decorators that need the session or the mocks live in packages/features/src/mocks).",
      },
      {
        group: deepImports,
        message: 'Import another package through its exports map, never its files.',
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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { petrobridge: { rules: { boundaries, storyKit } } },
    rules: { 'petrobridge/storyKit': 'error' },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
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
