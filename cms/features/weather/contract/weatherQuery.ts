import { isoDate } from '@cms/core/contract/isoDate'
import { z } from '@cms/core/contract/zodSettings'

/** GET /api/weather's query: a destination and, if wanted, the days (both included). */
export const forecastQuerySchema = z.strictObject(
  {
    destination: z.coerce.number('incomplete').int('incomplete').positive('incomplete'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  },
  'incomplete',
)
