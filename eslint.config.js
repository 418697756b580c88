import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// ---------------------------------------------------------------------------------------------
// Import boundaries, with ESLint's own `no-restricted-imports` (regex patterns per file glob).
// The rule sees the import specifier as written, not the resolved file, so every pattern below
// is spelled for relative specifiers from a known directory depth. Each file glob gets one
// complete option list: a later config object that sets the same rule replaces it, never merges.
// It checks `import`, `import type`, `export … from`; not dynamic `import()`.
// ---------------------------------------------------------------------------------------------

/**
 * worker/db/schema/enums.ts imports nothing and is imported by the SPA and by schemas.ts/rules.
 * false: it is not a contract file, so those imports are reported (move it to worker/lib/shared/).
 * true: it counts as a contract file (and may itself import only valibot and contract files).
 */
const ENUMS_ARE_CONTRACT = false

/**
 * Contract files: pure valibot schemas and rules the SPA and the Worker share, as paths from
 * worker/. '*' is one path segment, '**' any rest of the path.
 */
const CONTRACT = [
  ['modules', '*', 'schemas'],
  // A module with parts (issues: tickets, maintenance, calendar) keeps each part's payloads beside it.
  ['modules', '*', '*', 'schemas'],
  ['modules', '*', 'rules', '**'],
  ['lib', 'shared', '**'],
  ...(ENUMS_ARE_CONTRACT ? [['db', 'schema', 'enums']] : []),
]

/** A module's public surface, as seen from the folder worker/modules/<b>/. */
const PUBLIC_SURFACE = String.raw`(?:index|schemas|[^/.][^/]*/schemas|rules/.+)`

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const segmentsToRegex = (segments) =>
  segments
    .map((s) => (s === '**' ? String.raw`[^/.][^/]*(?:/.+)?` : s === '*' ? '[^/.][^/]*' : escapeRegex(s)))
    .join('/')

/** What is left of a target path below the folder `base` (both from worker/), or undefined if not below it. */
function restOfTarget(target, base) {
  for (let i = 0; i < base.length; i++) {
    if (target[i] === '**') return ['**']
    if (target[i] === undefined || !(target[i] === '*' || base[i] === '*' || target[i] === base[i])) return undefined
  }
  return target.slice(base.length)
}

/** Every relative specifier from the folder worker/<dir…> that names a contract file. */
function relativeContractSpecifiers(dir) {
  const found = []
  for (let up = 0; up <= dir.length; up++) {
    const base = dir.slice(0, dir.length - up)
    const lead = up === 0 ? String.raw`\./` : String.raw`\.\./`.repeat(up)
    for (const target of CONTRACT) {
      const rest = restOfTarget(target, base)
      if (rest?.length) found.push(lead + segmentsToRegex(rest))
    }
  }
  return found
}

/** A relative path that climbs back after going down (`./a/../b`) could step around a pattern. */
const noDetours = {
  regex: String.raw`^(?:\.\.?/)*[^./][^/]*/(?:.*/)?\.\.(?:/|$)`,
  caseSensitive: true,
  message: 'Spell relative imports without `..` after a folder name (import boundaries are checked on the spelling).',
}

/** `../<b>/<deep>` from a file `levels` folders below worker/modules/<a>/ (levels 0 = the module folder). */
const deepIntoSiblingModule = (levels) => ({
  regex: String.raw`^(?:\.\./){${levels + 1}}[^/.][^/]*/(?!${PUBLIC_SURFACE}$).+$`,
  caseSensitive: true,
  message: `Reach another module only through its public surface: '${'../'.repeat(levels + 1)}<module>' (index.ts), its schemas or its rules/*.`,
})

/** Any specifier that names worker/modules/<b>/<deep> explicitly (from outside the modules). */
const deepIntoModule = (extraAllowed = []) => ({
  regex: String.raw`(?:^|/)modules/[^/.][^/]*/(?!(?:${[PUBLIC_SURFACE, ...extraAllowed].join('|')})$).+$`,
  caseSensitive: true,
  message: "Reach a module only through its public surface: 'modules/<module>' (index.ts), its schemas or its rules.",
})

/** Contract files at worker/<dir…>: only valibot and other contract files. */
const contractOnly = (dir) => ({
  regex: String.raw`^(?!(?:valibot|${relativeContractSpecifiers(dir).join('|')})$)`,
  caseSensitive: true,
  message:
    'Schemas, rules and lib/shared are shared with the SPA: they may import only valibot and each other (no drizzle, hono, db or env).',
})

const MAX_DEPTH = 3 // folders below a module folder / below lib/shared that the globs cover
const depths = [...Array(MAX_DEPTH + 1).keys()]
const filesAt = (dir, levels) => `${dir}/${'*/'.repeat(levels)}*.ts`

const boundaries = [
  // a) The SPA: only the contract files of worker/, and worker/app.ts for `import type { AppType }`.
  {
    name: 'boundaries/src',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?:\.\./)+worker(?!/(?:${CONTRACT.map(segmentsToRegex).join('|')}|app)$)(?:/.*)?$`,
              caseSensitive: true,
              message:
                'The SPA may import from worker/ only schemas.ts, rules/**, lib/shared/** and `import type` from app.ts.',
            },
            noDetours,
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?:\.\./)+worker/app$`,
              caseSensitive: true,
              allowTypeImports: true,
              message: 'The SPA may import worker/app.ts only with `import type` (AppType).',
            },
          ],
        },
      ],
    },
  },
  // b) Inside a module: other modules only through their index, schemas or rules.
  ...depths.map((levels) => ({
    name: `boundaries/worker-modules-depth-${levels}`,
    files: [filesAt('worker/modules/*', levels)],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepIntoSiblingModule(levels), deepIntoModule(), noDetours] }],
    },
  })),
  // b) The rest of worker/: modules only through their index, schemas or rules …
  {
    name: 'boundaries/worker-outside-modules',
    files: ['worker/**/*.ts'],
    ignores: ['worker/modules/**', 'worker/app.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepIntoModule(), noDetours] }] },
  },
  // … except that app.ts mounts every module's routes.
  {
    name: 'boundaries/worker-app',
    files: ['worker/app.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepIntoModule(['routes']), noDetours] }] },
  },
  // c) Contract files import only valibot and each other. Last, so these replace the lists above.
  ...depths.flatMap((levels) => {
    const extra = [...Array(levels)].map(() => '*')
    return [
      ...(levels === 0 ? [{ glob: 'worker/modules/*/schemas.ts', dir: ['modules', '*'] }] : []),
      ...(levels === 1 ? [{ glob: 'worker/modules/*/*/schemas.ts', dir: ['modules', '*', '*'] }] : []),
      { glob: filesAt('worker/modules/*/rules', levels), dir: ['modules', '*', 'rules', ...extra] },
      { glob: filesAt('worker/lib/shared', levels), dir: ['lib', 'shared', ...extra] },
      ...(levels === 0 && ENUMS_ARE_CONTRACT ? [{ glob: 'worker/db/schema/enums.ts', dir: ['db', 'schema'] }] : []),
    ].map(({ glob, dir }) => ({
      name: `boundaries/contract:${glob}`,
      files: [glob],
      rules: { 'no-restricted-imports': ['error', { patterns: [contractOnly(dir), noDetours] }] },
    }))
  }),
]

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
                'worker/db/seed/local.ts',
              ],
              defaultProject: 'worker/tsconfig.json',
            },
            tsconfigRootDir: import.meta.dirname,
          },
        },
      },
      { name: 'project/plain-js', files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
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
  { name: 'project/node-scripts', files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
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
  ...boundaries,
])
