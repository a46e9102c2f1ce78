import { z } from 'zod'

/**
 * zod compiles object schemas with `new Function` when it may, and probes whether it may by
 * trying: in the browser that probe alone is a Content-Security-Policy violation. The contract's
 * schemas are small; interpreted, they are fast enough, and the pages' CSP stays without `eval`.
 */
z.config({ jitless: true })

export { z }
