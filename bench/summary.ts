/**
 * The end of `npm run bench`: every benchmark's figures against their budgets, read from
 * bench/results/*.json, as one table on the terminal and in bench/results/summary.json, so two
 * commits can be compared on one machine.
 */
import fs from 'node:fs'
import path from 'node:path'

import { ROOT_DIR } from '@scripts/lib/settings'
import { summarize, summaryTable } from './lib/summary'

const dir = path.join(ROOT_DIR, 'bench', 'results')
const results: Record<string, Record<string, unknown>> = {}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (file.endsWith('.json') && file !== 'summary.json') results[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>
}
fs.mkdirSync(dir, { recursive: true })
const rows = summarize(results)
console.log(`\n${summaryTable(rows)}\n`)
fs.writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`)
console.log(`Written to ${path.relative(ROOT_DIR, path.join(dir, 'summary.json'))}`)
