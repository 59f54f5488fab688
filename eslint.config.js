import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Decision 0017: components translate through ~/utils/use-translation; i18next (14.7 KB) and
// react-i18next (6.4 KB) stay out of the browser bundle.
const translationImports = [
  { name: 'react-i18next', message: 'Use useTranslation from ~/utils/use-translation.' },
  { name: 'i18next', allowTypeImports: true, message: 'Translate with i18n.server.ts or useTranslation.' },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      'dist/**',
      '.data/**',
      'backend/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/i18n.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: translationImports,
        },
      ],
    },
  },
  {
    // Decision 0030: the storefront and its server know the commerce API only by its contract.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)backend/(?!src/schemas/)',
              message: 'The storefront imports only the contract (backend/src/schemas/) from the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 0072: app/components/ is UI that screens share. What talks to the API, runs only on
    // the server, or decides a rule of the shop belongs to a route folder, services/ or utils/.
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: ['app/components/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...translationImports,
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'A form schema sits beside its screen (app/routes/<screen>/), not in components/.',
            },
          ],
          patterns: [
            {
              regex: '\\.server(\\.[jt]sx?)?$',
              message: 'components/ is UI: a .server module is not for it, not even its types.',
            },
            {
              regex: '^(~/|(\\.\\./)+)services/',
              message: 'components/ is UI: the API clients are for loaders and actions.',
            },
            {
              regex: '^(~/|(\\.\\./)+)routes/(?!resources\\.)',
              message: 'components/ serves the screens; a screen’s own code stays in its route folder.',
            },
            {
              regex: '^(~/|(\\.\\./)+)routes/resources\\.',
              allowTypeImports: true,
              message: 'components/ may know a resource route’s answer by its type only.',
            },
            {
              regex: '(^|/)backend/src/schemas/(?![\\w-]+-(values|limits)\\.js$)',
              allowTypeImports: true,
              message:
                'components/ takes only types from the contract, besides its lists of values and limits (*-values.js, *-limits.js).',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 0072: services/, utils/ and blocks/ serve the screens and never reach into one.
    files: ['app/{services,utils,blocks}/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: translationImports,
          patterns: [
            {
              regex: '^(~/|(\\.\\./)+)routes/',
              message:
                'A shared folder serves the screens: what it needs of a screen belongs in the shared folder.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/components/**/*.server.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'components/ holds no .server module: it belongs to its route folder, services/ or utils/.',
        },
      ],
    },
  },
  {
    // Tests may take the seed's messages and content as their expectations; production code may not.
    files: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'app/**/test-support.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)backend/(?!src/(schemas|seed)/)',
              message: 'Tests of the storefront import only the contract and the seed from the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
);
