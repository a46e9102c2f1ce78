import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

/** Where a build records the project files it read (beside its output). */
export const BUILD_INPUTS_FILE = 'build-inputs.json'

/**
 * Records every project file the build's bundles read (outside node_modules), so the next start
 * can tell whether a rebuild is due from exactly those files (scripts/lib/sourceHash.ts): the
 * site imports parts of the CMS (the contract, the account flows), and an edit there must not
 * leave a stale site.
 */
export function buildInputs(): AstroIntegration {
  const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)))
  const inputs = new Set<string>()
  let outDir = ''
  return {
    name: 'baikal:build-inputs',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'baikal:record-build-inputs',
                buildEnd() {
                  for (const id of this.getModuleIds()) {
                    const file = id.split('?')[0] ?? ''
                    if (file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`)) inputs.add(path.relative(root, file))
                  }
                },
              },
            ],
          },
        })
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:done': async () => {
        await fs.writeFile(path.join(outDir, BUILD_INPUTS_FILE), JSON.stringify([...inputs].sort(), null, 1))
      },
    },
  }
}
