import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The shape the code keeps (issue "One home per feature"): a feature's code in its one home, routes
 * declared with the one route factory, imports that name their target instead of climbing.
 */
const root = path.resolve(import.meta.dirname, '../..')
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)))
const sources = tracked.filter((file) => /\.(ts|tsx|mts|mjs|astro)$/.test(file) && !file.startsWith('cms/migrations/'))
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const specifiers = (text: string) => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g)].map((match) => match[1] as string)

describe('the code’s shape', () => {
  it('has no import that climbs more than two folders', () => {
    const climbing = sources.flatMap((file) =>
      specifiers(read(file))
        .filter((spec) => spec.startsWith('../../../'))
        .map((spec) => `${file}: ${spec}`),
    )
    expect(climbing).toEqual([])
  })

  it('keeps the CMS’s server code in its features and core', () => {
    const allowed = new Set(['app', 'core', 'features', 'migrations', 'seed', 'payload.config.ts', 'payload-types.ts', 'next.config.mjs', 'tsconfig.json', 'next-env.d.ts'])
    const outside = [...new Set(tracked.filter((file) => file.startsWith('cms/')).map((file) => file.split('/')[1] as string))].filter((top) => !allowed.has(top))
    expect(outside).toEqual([])
    const features = fs.readdirSync(path.join(root, 'cms/features'))
    expect(features.filter((feature) => !fs.existsSync(path.join(root, 'cms/features', feature, 'index.ts')))).toEqual([])
  })

  it('declares every route of the portal API with the route factory', () => {
    const routes = sources.filter((file) => file.startsWith('site/src/pages/api/'))
    expect(routes.length).toBeGreaterThan(80)
    const preamble = /\b(foreignOrigin|acceptJson|readJsonBody|readCapped|readFormFile|memberOf|adminOf|visitorOf)\b/
    const handWritten = routes.filter((file) => {
      const text = read(file)
      return preamble.test(text) || /export const (GET|POST|PUT|PATCH|DELETE)\s*(:\s*APIRoute)?\s*=\s*(async\s*)?\(/.test(text)
    })
    expect(handWritten).toEqual([])
  })
})
