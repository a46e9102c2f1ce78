import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ASTRO_STATIC_BUILD_MODULE, REUSED_BUNDLES_GLOBAL, withReusableBundles } from '@site/integrations/reusableBundlesPatch'

const astroStaticBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'dist', 'core', 'build', 'static-build.js')

describe('the rewrite of Astro’s static build that reuses the live build’s bundles', () => {
  it('applies to the installed Astro: bundling may give way to reuse, and every rendering keeps the bundles first', async () => {
    expect(ASTRO_STATIC_BUILD_MODULE.test(path.resolve(astroStaticBuild))).toBe(true)
    const code = withReusableBundles(await fs.readFile(astroStaticBuild, 'utf8'))
    expect(code, 'Astro’s static build changed: mend site/src/integrations/reusableBundlesPatch.ts').not.toBeNull()
    const steps = `globalThis[Symbol.for(${JSON.stringify(REUSED_BUNDLES_GLOBAL)})]`
    expect(code).toContain(`if (!reused) await buildEnvironments(opts, internals);`)
    expect(code!.split(`${steps}?.reuse(`)).toHaveLength(2)
    const renderings = code!.split('await generatePages(opts, internals, prerenderOutputDir);').length - 1
    expect(renderings).toBeGreaterThan(0)
    expect(code!.split(`${steps}?.keep(`)).toHaveLength(renderings + 1)
    // Still a module Node can parse.
    const patched = path.join(os.tmpdir(), `static-build.reusable-${process.pid}.mjs`)
    await fs.writeFile(patched, code!)
    try {
      expect(() => execFileSync(process.execPath, ['--check', patched], { stdio: 'pipe' })).not.toThrow()
    } finally {
      await fs.rm(patched, { force: true })
    }
  })

  it('leaves a module that is no longer as expected as it is', () => {
    expect(withReusableBundles('async function viteBuild(opts) { await buildEnvironments(opts); }')).toBeNull()
  })
})
