import type { Feature } from '@cms/core/feature'

/** Counted visits and their report for admins. */
export const analyticsFeature: Feature = {}
