/**
 * `npm run map`: draws README's module map from dependency-cruiser's own reading of the imports
 * (.dependency-cruiser.cjs), one box a worker layer or domain and one a SPA feature, so the map is
 * the code. An import against the rules would be a dashed red arrow (and fails `npm run graph`).
 * `npm run map -- --check` (in `npm test`) fails when README's map is not the code's.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const README = 'README.md'
const START = '<!-- module-map:start (npm run map writes this) -->'
const END = '<!-- module-map:end -->'

/**
 * The collapsed graph of one tree: `[{ from, to, broken }]`, names shortened. An import of a
 * foundation (`base`: lib, db, components…) is left out unless it breaks a rule: every part uses them.
 */
function edges(tree, includeOnly, collapse, name, base) {
  const json = execFileSync(
    'node_modules/.bin/depcruise',
    [
      tree,
      '--config',
      '.dependency-cruiser.cjs',
      '--include-only',
      includeOnly,
      '--collapse',
      collapse,
      '--output-type',
      'json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const found = new Map()
  for (const module of JSON.parse(json).modules)
    for (const dependency of module.dependencies) {
      const [from, to] = [name(module.source), name(dependency.resolved)]
      if (from === to || (base.includes(to) && dependency.valid)) continue
      const key = `${from} ${to}`
      found.set(key, { from, to, broken: (found.get(key)?.broken ?? false) || !dependency.valid })
    }
  return [...found.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
}

const id = (name) => name.replace(/[^a-z0-9]/gi, '_')

function flowchart(title, list) {
  const lines = ['```mermaid', `%% ${title}`, 'flowchart LR']
  const broken = []
  for (const [index, { from, to, broken: isBroken }] of list.entries()) {
    lines.push(`  ${id(from)}[${from}] ${isBroken ? '-.->' : '-->'} ${id(to)}[${to}]`)
    if (isBroken) broken.push(index)
  }
  if (broken.length) lines.push(`  linkStyle ${broken.join(',')} stroke:#c00,stroke-dasharray:4`)
  lines.push('```')
  return lines.join('\n')
}

const worker = edges(
  'worker',
  '^worker/(modules|lib|db/schema|db/client)',
  '^worker/(modules/[^/]+|lib/shared|lib|db)/',
  (path) => path.replace(/^worker\/(modules\/)?/, '').replace(/\/$/, ''),
  ['db', 'lib', 'lib/shared'],
)
const spa = edges(
  'src',
  '^src/(features|components|lib)/',
  '^src/(features/[^/]+|components|lib)/',
  (path) => path.replace(/^src\/(features\/)?/, '').replace(/\/$/, ''),
  ['components', 'lib'],
)
const map = [
  START,
  '',
  'Worker: its domains (an arrow is "imports"; every module also uses `lib/shared`, `lib` and `db`):',
  '',
  flowchart('worker', worker),
  '',
  // A graph with no edges draws nothing: say so instead, until a feature imports another (which fails the check).
  ...(spa.length === 0
    ? ['SPA: no feature imports another; `src/routes` composes them, each using `src/components` and `src/lib`.']
    : ['SPA: its features (each also uses `src/components` and `src/lib`):', '', flowchart('spa', spa)]),
  '',
  END,
].join('\n')

const readme = readFileSync(README, 'utf8')
const [before, rest] = readme.split(START)
const after = rest?.split(END)[1]
if (before === undefined || after === undefined) throw new Error(`${README} has no ${START} … ${END} section`)
const next = before + map + after
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error("README.md: the module map is not the code's. Run `npm run map` and commit the result.")
    process.exit(1)
  }
  console.log('README.md: the module map matches the code')
} else {
  writeFileSync(README, next)
  console.log(`README.md: module map written (${worker.length} worker and ${spa.length} SPA imports between parts)`)
}
