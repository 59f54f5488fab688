import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    // Decision 0017: components translate through ~/utils/use-translation; i18next (14.7 KB) and
    // react-i18next (6.4 KB) stay out of the browser bundle.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/i18n.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', message: 'Use useTranslation from ~/utils/use-translation.' },
            {
              name: 'i18next',
              allowTypeImports: true,
              message: 'Translate with i18n.server.ts or useTranslation.',
            },
          ],
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
