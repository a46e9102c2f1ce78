/**
 * A yacht's second address, /yachts/{id} (spec 2.1: the same page as /yacht/{id}), is served from
 * the canonical page’s file by the site server and the proxy (deploy/Caddyfile), not built again:
 * a catalogue's yacht pages were half of every build, rendered, copied, compressed, compared and
 * removed twice. The address in the visitor's bar stays as they typed it.
 */
const SECOND_ADDRESS = /^(\/en)?\/yachts\/(\d+)\/?(\?.*)?$/

/** The canonical page's address for a yacht's second address, with its query; null for any other. */
export function canonicalYachtAddress(url: string): string | null {
  const match = SECOND_ADDRESS.exec(url)
  return match ? `${match[1] ?? ''}/yacht/${match[2]}${match[3] ?? ''}` : null
}
