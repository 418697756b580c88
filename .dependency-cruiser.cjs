/**
 * The import graph's rules, checked by dependency-cruiser in `npm test` (the lint phase), which
 * also draws README's module map (`npm run map`). It reads resolved files, not spellings, so one
 * rule covers every depth and every way of writing a path. Layers run one way:
 * worker/lib/shared → worker/lib → worker/db → worker/modules → the app; no worker module and no
 * SPA feature is part of a cycle; SPA features never import each other.
 * Any violation fails the check.
 */

/** What the SPA and the Worker share: pure valibot schemas, rules and the shared vocabulary. */
const CONTRACT = '^worker/(modules/[^/]+/(schemas\\.ts$|[^/]+/schemas\\.ts$|rules/)|lib/shared/)'
/** A module's public surface: its index, its (parts') schemas and its pure rules. */
const PUBLIC_SURFACE = '^worker/modules/[^/]+/(index\\.ts$|schemas\\.ts$|[^/]+/schemas\\.ts$|rules/)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'Worker modules depend one way: a cycle between two domains ties every change of one to the other.',
      severity: 'error',
      from: { path: '^worker/modules/([^/]+)/' },
      to: { path: '^worker/modules/', pathNot: '^worker/modules/$1/', circular: true },
    },
    {
      name: 'bookings-depends-on-no-domain',
      comment: 'Bookings is the centre: other domains attach to its extension points, never the reverse.',
      severity: 'error',
      from: { path: '^worker/modules/bookings/' },
      to: { path: '^worker/modules/', pathNot: '^worker/modules/bookings/' },
    },
    {
      name: 'module-public-surface',
      comment: 'Another module is reached through its index, its schemas or its rules, never its insides.',
      severity: 'error',
      from: { path: '^worker/modules/([^/]+)/' },
      to: { path: '^worker/modules/', pathNot: ['^worker/modules/$1/', PUBLIC_SURFACE] },
    },
    {
      name: 'outside-modules-public-surface',
      comment: 'The rest of the Worker reaches a module through its public surface; app.ts also mounts its routes.',
      severity: 'error',
      from: { path: '^worker/', pathNot: ['^worker/modules/', '^worker/app\\.ts$'] },
      to: { path: '^worker/modules/', pathNot: PUBLIC_SURFACE },
    },
    {
      name: 'app-mounts-routes',
      severity: 'error',
      from: { path: '^worker/app\\.ts$' },
      to: { path: '^worker/modules/', pathNot: [PUBLIC_SURFACE, '^worker/modules/[^/]+/routes\\.ts$'] },
    },
    {
      name: 'contract-is-pure',
      comment:
        'Schemas, rules and lib/shared run in the SPA too: valibot and each other only (no drizzle, hono, db or env).',
      severity: 'error',
      from: { path: CONTRACT },
      to: { pathNot: [CONTRACT, '^node_modules/valibot/'] },
    },
    {
      name: 'lib-below-db',
      comment: 'worker/lib is the layer under the database and the domains.',
      severity: 'error',
      from: { path: '^worker/lib/' },
      to: { path: '^worker/(db|modules|middleware|seed|app|index|env|email-templates)' },
    },
    {
      name: 'db-below-modules',
      comment: 'The schema and the seed sit under the domains.',
      severity: 'error',
      from: { path: '^worker/db/' },
      to: { path: '^worker/(modules|middleware|seed|app|index|email-templates)' },
    },
    {
      name: 'modules-below-app',
      severity: 'error',
      from: { path: '^worker/modules/' },
      to: { path: '^worker/(seed/|(app|index|email-templates)\\.ts$)' },
    },
    {
      name: 'spa-reaches-worker-contract',
      comment: 'The SPA imports from worker/ only the contract and, as a type, AppType.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^worker/', pathNot: [CONTRACT, '^worker/app\\.ts$'] },
    },
    {
      name: 'spa-types-app-only',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^worker/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'SPA features compose at the route level; shared widgets live in src/components.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'components-and-lib-below-features',
      severity: 'error',
      from: { path: '^src/(components|lib)/' },
      to: { path: '^src/(features|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|route-tree\\.gen\\.ts$|worker-configuration\\.d\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    reporterOptions: {
      mermaid: { minify: false },
    },
  },
}
