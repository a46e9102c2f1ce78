/**
 * Loaded by Node before Astro in a publish's build (`--import`, cms/features/publishing/siteBuild.ts):
 * rewrites Astro's static build as it loads (reusableBundlesPatch.ts), so that a build of unchanged
 * code may skip Vite's three bundles, most of a small publish's time; and resolves the project's
 * imports (projectImports.ts), so that Astro loads its config without a Vite server; and records
 * the project's files Node loads, as loaded (loadedSourceFiles.ts): the config's own imports. Node's own
 * imports only, and types Node can strip: no bundler has run yet.
 */
import { registerHooks } from 'node:module'

import { isSourceFile, recordLoadedSource } from './loadedSourceFiles.ts'
import { resolveProjectImport } from './projectImports.ts'
import { ASTRO_STATIC_BUILD_MODULE, withReusableBundles } from './reusableBundlesPatch.ts'

registerHooks({
  resolve: resolveProjectImport,
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context)
    if (isSourceFile(url)) recordLoadedSource(url, loaded.source)
    if (!ASTRO_STATIC_BUILD_MODULE.test(url) || loaded.source === undefined) return loaded
    const patched = withReusableBundles(String(loaded.source))
    if (patched === null) {
      process.emitWarning('Astro’s static build is not as expected: every build bundles the site again')
      return loaded
    }
    return { ...loaded, source: patched }
  },
})
