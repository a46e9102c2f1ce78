import type { AstroIntegration } from 'astro'

import { prerenderingPatch } from './prerenderingPatch'

/** Astro's module that says how the build renders a page: streamed in chunks, or whole. */
export const ASTRO_BUILD_ENVIRONMENT_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]build[\\/]environment\.js$/

/** Astro's default, as written there: a site with routes rendered on demand streams its prerendered pages too. */
const STREAMED_WHEN_SERVER_LIKE = 'defaultStreaming: (manifest) => manifest.serverLike'

/**
 * Astro's build environment with every page rendered whole, to one string: streamed, each page
 * went out in chunks, each encoded on its own and read back through a web stream into one buffer
 * before Astro wrote the file. Null when the module no longer says it as written here.
 */
export function withPagesRenderedWhole(code: string): string | null {
  if (!code.includes(STREAMED_WHEN_SERVER_LIKE)) return null
  return code.replace(STREAMED_WHEN_SERVER_LIKE, 'defaultStreaming: () => false')
}

/**
 * Renders the build's pages whole, as Astro does for a site of static pages alone. This site also
 * serves the portal API on demand, so Astro took it for a server and streamed each page it
 * prerendered, only to collect the stream into a file. Only in the prerendering bundle: the
 * server that renders on demand streams, as Astro's own does.
 *
 * A change of Astro's module leaves Astro's default, and warns: the test of this module fails
 * with the Astro installed (tests/unit/pages-rendered-whole.test.ts).
 */
export const pagesRenderedWhole = (): AstroIntegration =>
  prerenderingPatch({
    name: 'baikal:pages-rendered-whole',
    module: ASTRO_BUILD_ENVIRONMENT_MODULE,
    patch: withPagesRenderedWhole,
    unexpected: 'Astro’s build environment is not as expected: the pages are streamed as Astro decides',
  })
