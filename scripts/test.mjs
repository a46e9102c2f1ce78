/**
 * `npm test`: the whole suite, stage by stage, stopping at the first that fails, with each stage's
 * time as it ends and a summary at the end (CI's output shows where the minutes go).
 */
import { spawnSync } from 'node:child_process'

const STAGES = [
  ['lint', 'Biome format and lint, unused code (knip)'],
  ['typecheck', 'TypeScript'],
  ['test:unit', 'unit tests'],
  ['test:integration', 'integration tests (real PostgreSQL)'],
  ['test:e2e', 'end-to-end tests (Chromium)'],
]

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
const times = []
let failed = null
for (const [script, what] of STAGES) {
  const started = Date.now()
  console.log(`\n── ${script}: ${what}`)
  const run = spawnSync(npm[0], [...npm.slice(1), 'run', '--silent', script], { stdio: 'inherit' })
  const seconds = Math.round((Date.now() - started) / 1000)
  times.push([script, seconds, run.status === 0])
  console.log(`── ${script}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
  if (run.status !== 0) {
    failed = script
    break
  }
}
console.log('\nstage               seconds')
for (const [script, seconds, ok] of times) console.log(`${script.padEnd(20)}${String(seconds).padStart(7)}${ok ? '' : '  failed'}`)
console.log(`${'total'.padEnd(20)}${String(times.reduce((sum, [, seconds]) => sum + seconds, 0)).padStart(7)}`)
process.exit(failed ? 1 : 0)
