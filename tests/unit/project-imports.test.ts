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
      const script = `const config = await import(${JSON.stringify(new URL('astro.config.mjs', root).href)}); console.log(config.default.integrations.length)`
      const printed = execFileSync(process.execPath, ['--import', hooks, '--input-type=module', '-e', script], { encoding: 'utf8', stdio: 'pipe' })
      expect(Number(printed.trim())).toBeGreaterThan(5)
    },
    STARTS_A_PROCESS_MS,
  )
})
