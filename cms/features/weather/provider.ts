import type { ForecastDay, WeatherProblem } from './contract/weather'

/** A place and the days wanted there (the lake's calendar days, both included). */
export type ForecastRequest = { latitude: number; longitude: number; from: string; to: string }

/** A forecast that could not be had, named by spec 9's failure it is. */
export class WeatherFailure extends Error {
  override name = 'WeatherFailure'
  constructor(
    readonly problem: WeatherProblem,
    detail: string,
  ) {
    super(detail)
  }
}

/** Where forecasts come from. Asked only by the server, never by the browser. */
export interface WeatherProvider {
  readonly name: string
  forecast(request: ForecastRequest): Promise<ForecastDay[]>
}
