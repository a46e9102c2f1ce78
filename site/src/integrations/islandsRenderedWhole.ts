import type { AstroIntegration } from 'astro'

import { prerenderingPatch } from './prerenderingPatch'

/** @astrojs/react's server renderer: how an island's HTML is made on the server. */
export const REACT_SERVER_RENDERER_MODULE = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/

/** The options the renderer hands React, as written there: the rewrite reads them. */
const RENDER_OPTIONS = `  const renderOptions = {
    identifierPrefix: prefix,
    formState
  };
  let html;
`

/** The renderer's choice between React's string renderer and its stream, as written there. */
const STREAM_UNLESS_DISABLED = `  if (opts.experimentalDisableStreaming) {
    html = ReactDOM.renderToString(vnode);
  } else`

/**
 * The renderer with every island rendered to a string by React (`renderToString`), with the
 * island's own prefix for the ids React makes (useId), as the streamed render has it. Null when
 * the module no longer says it as written here.
 */
export function withIslandsRenderedWhole(code: string): string | null {
  const written = RENDER_OPTIONS + STREAM_UNLESS_DISABLED
  if (!code.includes(written)) return null
  return code.replace(
    written,
    `${RENDER_OPTIONS}  if (true) {
    html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });
  } else`,
  )
}

/**
 * Renders the build's React islands to strings, not streams. Streamed, each island's render set up
 * a stream and React's state for it (createRenderState, which encodes strings to bytes), encoded its
 * chunks to bytes, then decoded them back into the string Astro puts in the page: about 5 s of a
 * cold build's main thread at 20,158 pages, 2.6 s of it in that set-up (a profile of the build). A
 * prerendered page waits for all of an island's HTML either way, and no island suspends (its
 * translations load without Suspense: ui/IslandI18n.tsx), so the HTML is the same: the 20,158 pages
 * of a catalogue were byte for byte those of the stream.
 *
 * Only while no island suspends: one that suspends within a Suspense boundary would be built with
 * the boundary's fallback, without a warning (React's string renderer does not wait for it).
 *
 * Not @astrojs/react's own `experimentalDisableStreaming`: it leaves out the island's prefix, so
 * two islands of a page would make the same ids, and the browser's, made with the prefix, would not
 * match the page's. Only in the prerendering bundle: the server that renders on demand streams.
 *
 * A change of the renderer leaves it streaming, and warns: the test of this module fails with the
 * renderer installed (tests/unit/islands-rendered-whole.test.ts).
 */
export const islandsRenderedWhole = (): AstroIntegration =>
  prerenderingPatch({
    name: 'baikal:islands-rendered-whole',
    module: REACT_SERVER_RENDERER_MODULE,
    patch: withIslandsRenderedWhole,
    unexpected: '@astrojs/react’s server renderer is not as expected: the islands are streamed as it decides',
  })
