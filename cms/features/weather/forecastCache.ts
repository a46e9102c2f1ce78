import type { ForecastDay } from './contract/weather'
import type { ForecastRequest, WeatherProvider } from './provider'

/** How many places × days the cache holds before it forgets the oldest. */
const CACHE_ENTRIES = 500

type Entry = { hour: number; days: Promise<ForecastDay[]> }

/**
 * Forecasts kept per place, days and clock hour: the provider is asked once an hour for each,
 * however many visitors look, and requests arriving together share one call. A failure is not kept.
 */
export class ForecastCache {
  readonly #entries = new Map<string, Entry>()

  constructor(private readonly now: () => number = Date.now) {}

  forecast(provider: WeatherProvider, request: ForecastRequest): Promise<ForecastDay[]> {
    const hour = Math.floor(this.now() / 3_600_000)
    const key = `${provider.name}|${request.latitude.toFixed(3)},${request.longitude.toFixed(3)}|${request.from}|${request.to}`
    const kept = this.#entries.get(key)
    if (kept && kept.hour === hour) return kept.days
    const days = provider.forecast(request)
    this.#entries.delete(key)
    this.#entries.set(key, { hour, days })
    days.catch(() => {
      if (this.#entries.get(key)?.days === days) this.#entries.delete(key)
    })
    while (this.#entries.size > CACHE_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
    return days
  }
}
