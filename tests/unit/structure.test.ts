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

const ALIASES: Record<string, string> = { '@cms/': 'cms/', '@site/': 'site/src/', '@scripts/': 'scripts/' }
/** The file an import names, from the repository's root and without its extension; null for a package. */
function importTarget(file: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix))
  const target = alias ? `${ALIASES[alias]}${spec.slice(alias.length)}` : spec.startsWith('.') ? path.posix.join(path.posix.dirname(file), spec) : null
  return target?.replace(/\.(ts|tsx|js)$/, '').replace(/\/index$/, '') ?? null
}
/** `feature` and the path within it, when `target` lies in a feature folder under `home`. */
function inFeature(home: string, target: string): { feature: string; rest: string } | null {
  if (!target.startsWith(`${home}/`)) return null
  const [feature = '', ...rest] = target.slice(home.length + 1).split('/')
  return { feature, rest: rest.join('/') }
}
/** Each import in a feature's file of another feature (`from` and `to` features, the target's path within `to`). */
function crossFeatureImports(home: string, targetHome: string, options: { valuesOnly?: boolean } = {}) {
  return sources.flatMap((file) => {
    const from = inFeature(home, file)
    if (!from) return []
    const text = read(file)
    const statements = options.valuesOnly ? text.replace(/\b(import|export)\s+type\s[^;]*?\sfrom\s*['"][^'"\n]+['"]/g, '') : text
    return specifiers(statements).flatMap((spec) => {
      const target = importTarget(file, spec)
      const to = target ? inFeature(targetHome, target) : null
      return to && to.feature !== from.feature ? [{ file, spec, from: from.feature, to: to.feature, rest: to.rest }] : []
    })
  })
}

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

  it('lets a CMS feature use another only through its index.ts or its contract', () => {
    const deep = crossFeatureImports('cms/features', 'cms/features').filter(({ rest }) => rest !== '' && !rest.startsWith('contract/'))
    expect(deep.map(({ file, spec }) => `${file}: ${spec}`)).toEqual([])
  })

  it('keeps the CMS features free of cycles, so that no index.ts is read half-evaluated', () => {
    // A cycle through two index.ts files leaves one feature's collections or hooks undefined while
    // the other's are built (ReferenceError: cannot access before initialization).
    const uses = new Map<string, Set<string>>()
    const indexImports = crossFeatureImports('cms/features', 'cms/features', { valuesOnly: true }).filter(({ rest }) => !rest.startsWith('contract/'))
    for (const { from, to } of indexImports) uses.set(from, (uses.get(from) ?? new Set()).add(to))
    const cycles: string[] = []
    const visit = (feature: string, trail: string[]) => {
      for (const next of uses.get(feature) ?? []) {
        if (trail.includes(next)) cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '))
        else visit(next, [...trail, next])
      }
    }
    for (const feature of uses.keys()) visit(feature, [feature])
    expect([...new Set(cycles)]).toEqual([])
  })

  it('lets a site feature use another’s code through its index.ts, and mount its components', () => {
    const component = /(^|\/)[A-Z][A-Za-z]*(\.astro)?$/
    const deep = crossFeatureImports('site/src/features', 'site/src/features').filter(({ rest }) => rest !== '' && !component.test(rest))
    expect(deep.map(({ file, spec }) => `${file}: ${spec}`)).toEqual([])
  })

  it('lets the site use another feature’s CMS code only through its contract, safe in a browser', () => {
    const deep = crossFeatureImports('site/src/features', 'cms/features')
      .filter(({ rest }) => !rest.startsWith('contract/'))
      .map(({ file, spec }) => `${file}: ${spec}`)
    expect(deep).toEqual([])
  })
})
