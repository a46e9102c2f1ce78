import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { createElement, type ReactElement } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { REACT_SERVER_RENDERER_MODULE, withIslandsRenderedWhole } from '@site/integrations/islandsRenderedWhole'
import BookingFlow from '@site/features/bookings/BookingFlow'
import AskOwner from '@site/features/conversations/AskOwner'
import { bookableYacht } from '../support/bookableYacht'

const reactServerRenderer = path.join(path.dirname(createRequire(import.meta.url).resolve('@astrojs/react/package.json')), 'dist', 'server.js')

/** An island's HTML as @astrojs/react's streamed render makes it: the whole stream, decoded. */
async function streamed(island: ReactElement, identifierPrefix: string): Promise<string> {
  return new Response(await renderToReadableStream(island, { identifierPrefix })).text()
}

/** With every option priced, so that the island shows all its markup. */
const yacht = { ...bookableYacht, id: 7, waterEquipmentPricePerDay: 3_000 }

describe('islands rendered whole', () => {
  it('finds the stream in the installed renderer, and renders every island to a string with its prefix', async () => {
    expect(REACT_SERVER_RENDERER_MODULE.test(reactServerRenderer)).toBe(true)
    const code = withIslandsRenderedWhole(await fs.readFile(reactServerRenderer, 'utf8'))
    expect(code, '@astrojs/react’s server renderer changed: mend site/src/integrations/islandsRenderedWhole.ts').not.toBeNull()
    expect(code).toContain('html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });')
    expect(code).not.toContain('if (opts.experimentalDisableStreaming)')
  })

  it('leaves a module without the renderer’s choice, or without its options as read, as it is', () => {
    expect(withIslandsRenderedWhole('html = await renderToReadableStreamAsync(vnode, renderOptions);')).toBeNull()
    const choice = '  let html;\n  if (opts.experimentalDisableStreaming) {\n    html = ReactDOM.renderToString(vnode);\n  } else'
    expect(withIslandsRenderedWhole(`  const options = {\n    identifierPrefix: prefix,\n    formState\n  };\n${choice}`)).toBeNull()
  })

  // The yacht page's islands, the most rendered of a build, in both languages: their ids (useId)
  // carry the island's prefix, as the browser's do when it hydrates them.
  it.each(['ru', 'en'] as const)('makes the HTML the stream made of the yacht page’s islands (%s)', async (locale) => {
    const islands = [
      createElement(BookingFlow, { locale, yacht, authPath: '/auth', bookingsPath: '/bookings', yachtsPath: '/yachts' }),
      createElement(AskOwner, { locale, yachtId: yacht.id }),
    ]
    for (const [index, island] of islands.entries()) {
      const prefix = `s${index}`
      const whole = renderToString(island, { identifierPrefix: prefix })
      expect(whole.length).toBeGreaterThan(100)
      expect(whole).toBe(await streamed(island, prefix))
    }
    expect(renderToString(islands[0]!, { identifierPrefix: 'booking-' }), 'the booking form’s ids carry the prefix').toMatch(/ id="[^"]*booking-/)
  })
})
