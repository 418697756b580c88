import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Import boundaries and the module graph are checked by dependency-cruiser (.dependency-cruiser.cjs).

/**
 * Type-aware rules (recommendedTypeChecked): about 31 s for the whole repo on a 2-core machine
 * (≈43 s CPU, ≈2.1 GB RSS); false gives the syntax-only `recommended` set (≈7 s, ≈0.5 GB).
 */
const TYPE_AWARE = true

const typeScript = TYPE_AWARE
  ? [
      tseslint.configs.recommendedTypeChecked,
      {
        name: 'project/type-information',
        languageOptions: {
          parserOptions: {
            // Each file gets the tsconfig that includes it (the root tsconfig.json references src,
            // worker, tests/worker and tests/e2e). The few files no tsconfig includes get a default
            // project with worker/tsconfig.json's compiler options (workers types + node types).
            projectService: {
              allowDefaultProject: [
                '*.ts',
                'tests/bench/*.ts',
                'tests/worker/vitest.config.ts',
                'worker/seed/local.ts',
              ],
              defaultProject: 'worker/tsconfig.json',
            },
            tsconfigRootDir: import.meta.dirname,
          },
        },
      },
      { name: 'project/plain-js', files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
      {
        name: 'project/type-aware-rules',
        files: ['**/*.{ts,tsx}'],
        rules: {
          // TanStack Router's idiom: `throw redirect(…)` / `throw notFound()` in loaders and beforeLoad.
          '@typescript-eslint/only-throw-error': [
            'error',
            { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
          ],
        },
      },
    ]
  : [tseslint.configs.recommended]

export default defineConfig([
  globalIgnores([
    'dist/',
    '.wrangler/',
    'test-results/',
    'playwright-report/',
    '.tanstack/',
    'src/route-tree.gen.ts',
    'worker/worker-configuration.d.ts',
  ]),
  {
    name: 'project/files',
    files: ['**/*.{js,mjs,ts,tsx}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...typeScript,
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Same convention as tsc's noUnusedLocals/noUnusedParameters: a leading _ marks "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // With verbatimModuleSyntax, `import { type A } from 'x'` still loads 'x'; `import type` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  // Plain JS (this file, tests/bench/*.mjs, tests/e2e/check-chromium.mjs) runs in Node. TS files
  // need no globals: typescript-eslint turns no-undef off for them (tsc checks names).
  { name: 'project/node-scripts', files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  { name: 'project/commonjs', files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  // Tests: vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`, and
  // request paths are built from ids and URLSearchParams.
  {
    name: 'project/tests',
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
    },
  },
  // Custom hooks live in .ts files too (src/lib/use-*.ts, use-admin-drawer.ts).
  { name: 'project/react-hooks', files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { ...jsxA11y.flatConfigs.recommended, name: 'project/jsx-a11y', files: ['src/**/*.{ts,tsx}'] },
])
