import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/** Every web feature folder: each one is a zone that may import no other feature. */
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every server module folder: what is under its internal/ is for the module itself only. */
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript modules are parsed as such when the rules follow imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `@/…` alias of tsconfig.json too, so the zones below see every import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Layout tells the architecture: shared imports neither side; web never imports server code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
            { target: './src/shared', from: './src/web', message: 'shared must not import web code' },
            { target: './src/server', from: './src/web', message: 'server must not import web code' },
            // Features never import each other; only app/ composes them.
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message:
                'a feature must not import another feature: move what both need to src/web/lib or src/shared, or compose them in src/web/app',
            })),
            // Imports flow one way: shared pieces → features → app.
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'features must not import the app: app/ composes features',
            },
            {
              target: ['./src/web/lib', './src/web/components'],
              from: ['./src/web/features', './src/web/app'],
              message: 'shared web code must not import features or the app',
            },
            // Server modules (decision 0016's shape): the rest of the server reaches a module only
            // through its public operations, the files at its root; its internal/ is its own.
            ...serverModules.map((name) => ({
              target: [
                './src/server/*.ts',
                './src/server/!(modules)/**',
                `./src/server/modules/!(${name})/**`,
              ],
              from: `./src/server/modules/${name}/internal`,
              message: `only the ${name} module imports its internal/: call one of its operations (a file at its root)`,
            })),
            // The one admin check is applied by the modules' policies, so tests can lift them all at once.
            {
              target: './src/server/**/!(policy).ts',
              from: './src/server/lib/policy*',
              message:
                "only a module's policy.ts imports lib/policy: ask the module's policy (or a rule of src/shared/domain)",
            },
            {
              target: './src/server/modules',
              from: './src/server/app.ts',
              message: 'modules must not import the app: app.ts composes them',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the app (type-only imports aside: they are gone once built). Packages
    // cannot import the app back: the rule does not follow imports into them.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@/server/**'],
              message: 'web code may only import types from the server app (Hono RPC)',
              allowTypeImports: true,
            },
            {
              // The answers' schemas: the web never parses them, and building them costs its start.
              group: ['@/shared/schemas/projects', '@/shared/schemas/phases-tasks'],
              message:
                'web code imports the schemas it builds from project-input / phase-task-input; only types from here',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Small modules: a file that grows past 250 lines (comments and blank lines count) is split by
    // concern or operation, not by long lines.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  prettier,
);
