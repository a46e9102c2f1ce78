import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ASTRO_BUILD_ENVIRONMENT_MODULE, withPagesRenderedWhole } from '@site/integrations/pagesRenderedWhole'

const astroBuildEnvironment = path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'dist', 'core', 'build', 'environment.js')

describe('pages rendered whole', () => {
  it('finds the streaming default in the installed Astro, and renders every prerendered page whole', async () => {
    expect(ASTRO_BUILD_ENVIRONMENT_MODULE.test(astroBuildEnvironment)).toBe(true)
    const code = withPagesRenderedWhole(await fs.readFile(astroBuildEnvironment, 'utf8'))
    expect(code, 'Astro’s build environment changed: mend site/src/integrations/pagesRenderedWhole.ts').not.toBeNull()
    expect(code).toContain('defaultStreaming: () => false')
    expect(code).not.toContain('manifest.serverLike,')
  })

  it('leaves a module without Astro’s default as it is', () => {
    expect(withPagesRenderedWhole('const env = { defaultStreaming: () => true }')).toBeNull()
  })
})
