import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

import { aliasesOf, throughAlias } from '@site/integrations/projectImports'

/** A process of its own, on a CI whose other workers keep both cores busy. */
const STARTS_A_PROCESS_MS = 60_000

const root = pathToFileURL(`${path.resolve('.')}/`)

describe('the project’s imports, resolved by Node for a publish’s build', () => {
  const aliases = aliasesOf({ compilerOptions: { paths: { '@payload-config': ['./cms/payload.config.ts'], '@site/*': ['./site/src/*'] } } }, root)

  it('takes tsconfig’s paths, with and without a wildcard', () => {
    expect(throughAlias('@site/lib/search', aliases)).toBe(new URL('site/src/lib/search', root).href)
    expect(throughAlias('@payload-config', aliases)).toBe(new URL('cms/payload.config.ts', root).href)
    expect(throughAlias('@payload-config/other', aliases)).toBeNull()
    expect(throughAlias('@astrojs/node', aliases)).toBeNull()
    expect(throughAlias('./links', aliases)).toBeNull()
  })

  // Astro falls back to a Vite server, silently, when Node cannot import the config.
  it(
    'lets Node import astro.config.mjs itself, with the hooks a publish’s build runs with',
    () => {
      const hooks = pathToFileURL(path.resolve('site/src/integrations/astroBuildHooks.ts')).href
      const script = `const config = await import(${JSON.stringify(new URL('astro.config.mjs', root).href)})
const loaded = globalThis[Symbol.for('baikal.loadedSourceFiles')]
console.log(JSON.stringify({ integrations: config.default.integrations.length, loaded: [...loaded.keys()] }))`
      const printed = execFileSync(process.execPath, ['--import', hooks, '--input-type=module', '-e', script], { encoding: 'utf8', stdio: 'pipe' })
      const { integrations, loaded } = JSON.parse(printed) as { integrations: number; loaded: string[] }
      expect(integrations).toBeGreaterThan(5)
      // What the pages' fingerprint covers besides the bundles' files (buildInputs.ts): the config,
      // the integrations that rewrite the pages, and what they import from the CMS.
      for (const file of ['astro.config.mjs', 'site/src/integrations/islandsRenderedWhole.ts', 'cms/core/contract/marinaDays.ts']) {
        expect(loaded).toContain(new URL(file, root).href)
      }
      expect(loaded.filter((url) => url.includes('/node_modules/'))).toEqual([])
    },
    STARTS_A_PROCESS_MS,
  )
})
