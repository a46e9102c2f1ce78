/**
 * The rewrite of Astro's static build that lets a build of unchanged code render its pages with the
 * live build's bundles instead of making them again (reusedBundles.ts), applied as Node loads Astro
 * (astroBuildHooks.ts). Loaded by Node itself, before any bundler: types Node can strip, no imports.
 */

/** Astro's module that bundles the site, then renders its pages (astro/dist/core/build/static-build.js). */
export const ASTRO_STATIC_BUILD_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]build[\\/]static-build\.js$/

/** The global the integration sets its two steps on (reusedBundles.ts): this module imports none of it. */
export const REUSED_BUNDLES_GLOBAL = 'baikal.reusedBundles'

const BUILD_ENVIRONMENTS = '  await buildEnvironments(opts, internals);\n'
const GENERATE_PAGES = 'await generatePages(opts, internals, prerenderOutputDir);'

/**
 * Astro's static build with two steps of the integration's: before the pages are rendered, it keeps
 * the bundles for the next build (`keep`); and in place of Vite's bundling, it may render with the
 * live build's (`reuse`, true when it did). Null when Astro's module is no longer as written here:
 * then every build bundles the site, as Astro does.
 */
export function withReusableBundles(code: string): string | null {
  if (code.split(BUILD_ENVIRONMENTS).length !== 2 || !code.includes(GENERATE_PAGES)) return null
  const steps = `globalThis[Symbol.for(${JSON.stringify(REUSED_BUNDLES_GLOBAL)})]`
  return code
    .replace(
      BUILD_ENVIRONMENTS,
      `  const reused = await ${steps}?.reuse({ opts, internals, generatePages, prerenderOutputDir: getPrerenderOutputDirectory(settings) });\n  if (!reused) await buildEnvironments(opts, internals);\n`,
    )
    .replaceAll(GENERATE_PAGES, `await ${steps}?.keep({ opts, internals, prerenderOutputDir });\n          ${GENERATE_PAGES}`)
}
