/**
 * Starts the site server (scripts/site-server.ts). tsx compiles the server and the Payload config
 * it loads, and is then switched off before the first request: Astro imports each on-demand
 * route's module on every request, and through tsx's resolver each of those imports cost ~6 ms
 * of file-system probing (it tries `.mts` for every `.mjs` first), which capped the portal API at
 * ~160 requests a second. The site's build output is plain JavaScript and needs no tsx.
 */
import { register } from 'tsx/esm/api'

const unregister = register()
const { openPayload, serve } = await import('./site-server.ts')
const payload = await openPayload()
await unregister()
await serve(payload)
