import { z } from '@cms/core/contract/zodSettings'
import { ANALYTICS_EVENTS, SESSION_ID_PATTERN } from './analytics'

/*
 * The analytics API's request schemas, apart from the constants in ./analytics: the site's
 * start-up scripts read those, and must not bring zod with them (tests/e2e/javascript-budget).
 */

/** A site path: what is counted is the page, never its query (which may carry a token or an email). */
const PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~/%]{0,199}$/

/** POST /api/analytics/track (spec 7). */
export const trackSchema = z.strictObject(
  {
    eventType: z.enum(ANALYTICS_EVENTS.values, 'eventType'),
    platform: z.literal('web', 'platform'),
    sessionId: z.string('sessionId').regex(SESSION_ID_PATTERN, 'sessionId'),
    metadata: z.looseObject({ path: z.string('path').regex(PATH_PATTERN, 'path') }, 'metadata'),
  },
  'bodyInvalid',
)

/** GET /api/admin/analytics: the days a report covers. */
export const analyticsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) })
