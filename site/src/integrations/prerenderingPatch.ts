import type { AstroIntegration } from 'astro'
import type { Plugin } from 'vite'

/**
 * An integration that rewrites one of Astro's own modules in the prerendering bundle alone, which
 * lives as long as its build; the server that renders on demand is another bundle, and keeps
 * Astro's. `patch` gives the module's new code, or null when the module is no longer as it expects:
 * then Astro's module stays as it is, and the build warns with `unexpected`.
 */
export function prerenderingPatch({
  name,
  module,
  patch,
  unexpected,
}: {
  name: string
  module: RegExp
  patch: (code: string) => string | null
  unexpected: string
}): AstroIntegration {
  const plugin: Plugin = {
    name,
    applyToEnvironment: (environment) => environment.name === 'prerender',
    transform: {
      filter: { id: module },
      handler(code) {
        const patched = patch(code)
        if (patched === null) this.warn(unexpected)
        return patched
      },
    },
  }
  return {
    name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } })
      },
    },
  }
}
