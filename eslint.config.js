import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { builtinRules } from 'eslint/use-at-your-own-risk';

// The kinds of server/domain/domain-error.ts, and a number that reads as an HTTP status (for the rule below).
const DOMAIN_KINDS = '/^(invalid|not-found|forbidden|refused|conflict|too-large|unsupported-media|dependency-failed|unavailable)$/';
const HTTP_STATUS = '/^[1-5][0-9][0-9]$/';
// SQL that writes the bookings table (for the rule that keeps those writes in server/booking/).
const BOOKINGS_WRITE_SQL = String.raw`/\b(insert\s+into|update|delete\s+from)\s+"?bookings\b/i`;

export default tseslint.config(
  { ignores: ['build/', 'var/', '.react-router/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules (product.md D3): floating promises, unsafe `any`, misused promises…
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
  // app/ is UI only: it reaches server code through loaders' context, never by import (product.md D3).
  // Two front doors (product.md D8): the operator's app lives in app/console/, sharing only
  // app/lib, the UI primitives (app/components/ui) and the design tokens with the diner's site.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.server.tsx', 'app/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'app/ must not import server/ (use a *.server.ts loader module)' },
            { group: ['**/console/**'], message: 'the diner site does not import the console (app/console/)' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.server.ts', 'app/**/*.server.tsx'],
    ignores: ['app/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/console/**'], message: 'the diner site does not import the console (app/console/)' }] },
      ],
    },
  },
  {
    files: ['app/console/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'app/ must not import server/ (use a *.server.ts loader module)' },
            {
              group: ['**/features/**', '**/components/**', '!**/components/ui/**'],
              message: 'the console shares only app/lib, app/components/ui and the design tokens with the site',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/console/**/*.server.ts', 'app/console/**/*.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/components/**', '!**/components/ui/**'],
              message: 'the console shares only app/lib, app/components/ui and the design tokens with the site',
            },
          ],
        },
      ],
    },
  },
  // product.md D3's layers, enforced so the picture stays true.
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
    // One table from a domain error's kind to its HTTP status (decision 017), in server/domain/:
    // /api and the pages read it through their helpers, and no module keeps a table of its own.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['server/domain/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property:matches([key.name=${DOMAIN_KINDS}], [key.value=${DOMAIN_KINDS}])[value.raw=${HTTP_STATUS}]`,
          message: 'A status for a domain error kind comes from server/domain/domain-error-status.ts (decision 017), not a local table',
        },
        {
          selector: `ArrayExpression[elements.length=2][elements.0.value=${DOMAIN_KINDS}][elements.1.raw=${HTTP_STATUS}]`,
          message: 'A status for a domain error kind comes from server/domain/domain-error-status.ts (decision 017), not a local table',
        },
        {
          // `kind === 'invalid' ? 400 : 422`, `if (refusal?.kind === 'conflict') return reply(…, 409)`, and either within && or ||.
          selector: `:matches(IfStatement, ConditionalExpression):matches([test.left.value=${DOMAIN_KINDS}], [test.right.value=${DOMAIN_KINDS}], [test.left.right.value=${DOMAIN_KINDS}], [test.right.right.value=${DOMAIN_KINDS}]) Literal[raw=${HTTP_STATUS}]`,
          message:
            'A status chosen by a domain error kind comes from server/domain/domain-error-status.ts (decision 017): use pageRefusal(err).status or domainErrorReply(err)',
        },
        {
          selector: `SwitchCase[test.value=${DOMAIN_KINDS}] Literal[raw=${HTTP_STATUS}]`,
          message: 'A status chosen by a domain error kind comes from server/domain/domain-error-status.ts (decision 017), not a switch',
        },
      ],
    },
  },
  {
    // Decision 031: only the booking engine (server/booking/) writes the `bookings` table — with its day lock and
    // its one-statement writes of the diary counter, the audit entry and the e-mails. Reads elsewhere are fine.
    // The rule is core no-restricted-syntax under a name of its own, so it never displaces another block's.
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/booking/**'],
    plugins: { mesa: { rules: { 'bookings-written-by-the-engine': builtinRules.get('no-restricted-syntax') } } },
    rules: {
      'mesa/bookings-written-by-the-engine': [
        'error',
        ...[
          "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='bookings']",
          "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.property.name='bookings']",
          `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=${BOOKINGS_WRITE_SQL}]`,
          `CallExpression[callee.property.name=/^(execute|exec|query)$/] > Literal[value=${BOOKINGS_WRITE_SQL}]`,
        ].map((selector) => ({
          selector,
          message: 'Only server/booking/ writes to bookings: go through the booking engine (decision 031)',
        })),
        {
          selector: "ImportSpecifier[imported.name='bookings'][local.name!='bookings']",
          message: 'Import the bookings table by its own name, so the rule that keeps its writes in server/booking/ sees them',
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
