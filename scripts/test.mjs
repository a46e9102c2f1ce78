/**
 * `npm test`: the whole suite, stage by stage, stopping at the first that fails, with each stage's
 * time as it ends and a summary at the end (CI's output shows where the minutes go).
 *
 * The CMS's production build, which only the end-to-end stage needs, is made in the background
 * from the start: the checks before it leave a core free, and the end-to-end stage then finds the
 * build up to date (scripts/lib/builds.ts) instead of waiting for it.
 */
import { spawn, spawnSync } from 'node:child_process'

const STAGES = [
  ['lint', 'Biome format and lint, unused code (knip)'],
  ['typecheck', 'TypeScript'],
  ['test:unit', 'unit tests'],
  ['test:integration', 'integration tests (real PostgreSQL)'],
  ['test:e2e', 'end-to-end tests (Chromium)'],
]

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
const seconds = (since) => Math.round((Date.now() - since) / 1000)

// The build reads no data: the config only asks that a secret and a database address be set.
const cmsBuildStarted = Date.now()
const cmsBuild = spawn(npm[0], [...npm.slice(1), 'run', '--silent', 'build:cms'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { PAYLOAD_SECRET: 'build-only', DATABASE_URL: 'postgres://build-only@127.0.0.1:1/none', ...process.env },
})
const cmsBuildLog = []
for (const stream of [cmsBuild.stdout, cmsBuild.stderr]) stream.on('data', (chunk) => cmsBuildLog.push(chunk))
const cmsBuilt = new Promise((resolve) => cmsBuild.on('exit', (code) => resolve({ ok: code === 0, seconds: seconds(cmsBuildStarted) })))

const times = []
let failed = null
for (const [script, what] of STAGES) {
  if (script === 'test:e2e') {
    const build = await cmsBuilt
    times.push(['cms build (background)', build.seconds, build.ok])
    if (!build.ok) {
      process.stderr.write(Buffer.concat(cmsBuildLog))
      failed = 'cms build'
      break
    }
  }
  const started = Date.now()
  console.log(`\n── ${script}: ${what}`)
  const run = spawnSync(npm[0], [...npm.slice(1), 'run', '--silent', script], { stdio: 'inherit' })
  times.push([script, seconds(started), run.status === 0])
  console.log(`── ${script}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s`)
  if (run.status !== 0) {
    failed = script
    break
  }
}
if (cmsBuild.exitCode === null) cmsBuild.kill()
console.log('\nstage                      seconds')
for (const [stage, taken, ok] of times) console.log(`${stage.padEnd(27)}${String(taken).padStart(7)}${ok ? '' : '  failed'}`)
console.log(`${'total (stages in order)'.padEnd(27)}${String(times.filter(([stage]) => !stage.includes('background')).reduce((sum, [, taken]) => sum + taken, 0)).padStart(7)}`)
process.exit(failed ? 1 : 0)
