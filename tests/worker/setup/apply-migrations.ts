import { env } from 'cloudflare:workers'

// Runs before each test file, on its own empty database: every migration's statements in one batch
// (one transaction), which takes a fraction of the time of applying them one migration at a time.
const statements = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries)
await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)))
