import type { Feature } from '@cms/core/feature'

/** The nautical forecast, from Open-Meteo, cached. */
export const weatherFeature: Feature = {}

// What other features use: they import this feature only from here.
export { WeatherFailure } from './provider'
export { destinationForecast } from './flows/forecast'
