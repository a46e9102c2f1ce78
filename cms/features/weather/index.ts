import type { Feature } from '@cms/core/feature'

/** The nautical forecast, from Open-Meteo, cached. */
export const weatherFeature: Feature = {}
