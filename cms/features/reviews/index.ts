import type { Feature } from '@cms/core/feature'

import { ReviewReports } from './collections/ReviewReports'
import { Reviews } from './collections/Reviews'

/** Reviews of completed charters: guests rate and write, owners answer, members report, admins hide. */
export const reviewsFeature: Feature = {
  collections: [Reviews, ReviewReports],
}
