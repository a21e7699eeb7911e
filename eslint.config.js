import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['build/', 'var/', '.react-router/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules (issue 13): floating promises, unsafe `any`, misused promises…
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Fastify plugins, providers and test doubles are async by contract; whether a body awaits is no fault.
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      // React Router's idiom: a loader throws `data(…, { status })` or a Response to reach the error boundary.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
    },
  },
  {
    // Tests read untyped JSON replies (`res.json()`) on purpose: the reply is what is under test.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // app/ is UI only: it reaches server code through loaders' context, never by import (DESIGN §3).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'app/ must not import server/ (use a *.server.ts loader module)' }] },
      ],
    },
  },
  // DESIGN §3's layers, enforced so the picture stays true (issue 13).
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/app/**'], message: 'contract/ knows no implementation and no screen' }] },
      ],
    },
  },
  {
    // Services: everything in server/ but the HTTP edge (api/, http/) and the process wiring.
    files: ['server/**/*.ts'],
    ignores: ['server/api/**', 'server/http/**', 'server/app.ts', 'server/main.ts', 'server/server-process.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/**', '**/api/**'], message: 'services know no HTTP: throw domain errors, server/api maps them' },
            { group: ['**/app/**'], message: 'server/ never imports app/ (no screens in services)' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.{1,2}/(?!\\.\\./contract/)', message: 'the schema knows no service: only drizzle and contract/' }] },
      ],
    },
  },
  {
    // Components, features and helpers never import a route module (types excepted).
    files: ['app/components/**/*.{ts,tsx}', 'app/features/**/*.{ts,tsx}', 'app/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/**', '**/root.tsx', '**/root'],
              allowTypeImports: true,
              message: 'components do not import route modules: share through app/lib/ (e.g. root-data.ts)',
            },
          ],
        },
      ],
    },
  },
);
