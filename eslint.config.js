// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const features = [
  'auth',
  'landing',
  'shell',
  'marketplace',
  'deals',
  'kyc',
  'companies',
  'dashboards',
  'analytics',
  'super-admin',
];

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
      'packages/api-client/src/schema.d.ts',
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
  ...features.map((feature) =>
    restrict(
      [`packages/features/src/${feature}/**`],
      [
        { group: appImports, message: 'packages/features never imports an app.' },
        {
          group: features
            .filter((f) => f !== feature)
            .flatMap((f) => [
              `../${f}`,
              `../${f}/**`,
              `../../${f}`,
              `../../${f}/**`,
              `@petrobridge/features/${f}`,
            ]),
          message:
            'Features do not import each other: move the shared piece into packages/ui, packages/domain or features/src/shared.',
        },
        {
          group: deepImports,
          message: 'Import another package through its exports map, never its files.',
        },
      ],
    ),
  ),
  restrict(
    ['packages/features/src/{shared,session,mocks}/**'],
    [
      { group: appImports, message: 'packages/features never imports an app.' },
      {
        group: features.flatMap((f) => [`../${f}`, `../${f}/**`, `@petrobridge/features/${f}`]),
        message: 'Shared feature code imports no feature.',
      },
    ],
  ),
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
