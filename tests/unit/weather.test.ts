import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { type ForecastDay, windy } from '@cms/features/weather/contract/weather'
import { forecastQuerySchema } from '@cms/features/weather/contract/weatherQuery'
import { ForecastCache } from '@cms/features/weather/forecastCache'
import { forecastRows } from '@site/features/weather/forecast'
import { daysFromOpenMeteo, openMeteoUrl } from '@cms/features/weather/openMeteo'
import { type ForecastRequest, WeatherFailure, type WeatherProvider } from '@cms/features/weather/provider'

const stored = JSON.parse(readFileSync(new URL('../support/recorded/open-meteo-forecast.json', import.meta.url), 'utf8'))

describe('Open-Meteo’s answer', () => {
  it('becomes the days, in m/s, mm and °C, a missing figure as null', () => {
    const days = daysFromOpenMeteo(stored)
    expect(days).toHaveLength(16)
    expect(days[0]).toEqual({ date: '2026-11-24', windMs: 4.1, gustsMs: 8.3, precipitationMm: 0, temperatureMaxC: -6.4, temperatureMinC: -14.2, weatherCode: 3 })
    const gap = daysFromOpenMeteo({ daily: { time: ['2026-11-24'], wind_speed_10m_max: [null] } })
    expect(gap[0]).toMatchObject({ windMs: null, gustsMs: null })
  })
  it('without days is data unavailable', () => {
    for (const answer of [null, {}, { daily: {} }, { daily: { time: [] } }, { daily: { time: ['soon'] } }, { reason: 'Cannot initialize' }]) {
      expect(() => daysFromOpenMeteo(answer)).toThrow(expect.objectContaining({ problem: 'dataUnavailable' }))
    }
  })
  it('is asked for the lake’s days in the sailors’ units', () => {
    const url = openMeteoUrl('https://weather.example', { latitude: 51.85, longitude: 104.88, from: '2026-11-24', to: '2026-11-30' })
    expect(url.origin + url.pathname).toBe('https://weather.example/v1/forecast')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      latitude: '51.8500',
      longitude: '104.8800',
      wind_speed_unit: 'ms',
      precipitation_unit: 'mm',
      timezone: 'Asia/Irkutsk',
      start_date: '2026-11-24',
      end_date: '2026-11-30',
    })
  })
})

describe('the forecast cache', () => {
  const counting = (answer: () => Promise<ForecastDay[]>) => {
    const provider: WeatherProvider & { calls: number } = {
      name: 'counted',
      calls: 0,
      forecast: (_: ForecastRequest) => {
        provider.calls += 1
        return answer()
      },
    }
    return provider
  }
  const place: ForecastRequest = { latitude: 51.85, longitude: 104.88, from: '2026-11-24', to: '2026-11-30' }
  it('asks once per place, days and hour, sharing calls that arrive together', async () => {
    let now = Date.UTC(2026, 10, 24, 10, 5)
    const cache = new ForecastCache(() => now)
    const provider = counting(async () => [])
    await Promise.all([cache.forecast(provider, place), cache.forecast(provider, place)])
    await cache.forecast(provider, place)
    expect(provider.calls).toBe(1)
    await cache.forecast(provider, { ...place, latitude: 53.19 })
    expect(provider.calls).toBe(2)
    now += 60 * 60 * 1000
    await cache.forecast(provider, place)
    expect(provider.calls).toBe(3)
  })
  it('keeps no failure', async () => {
    const cache = new ForecastCache(() => 0)
    const provider = counting(async () => {
      throw new WeatherFailure('serviceUnavailable', 'down')
    })
    await expect(cache.forecast(provider, place)).rejects.toThrow('down')
    await expect(cache.forecast(provider, place)).rejects.toThrow('down')
    expect(provider.calls).toBe(2)
  })
})

describe('the forecast’s query and warning', () => {
  it('takes a destination and optional days, nothing else', () => {
    expect(forecastQuerySchema.parse({ destination: '3' })).toEqual({ destination: 3 })
    expect(forecastQuerySchema.safeParse({ destination: '3', from: '2026-02-30' }).success).toBe(false)
    expect(forecastQuerySchema.safeParse({ destination: 'x' }).success).toBe(false)
    expect(forecastQuerySchema.safeParse({ destination: '3', lat: '1' }).success).toBe(false)
  })
  it('warns of a day whose wind is above the threshold', () => {
    const day = { date: '2026-11-24', windMs: 12.4, gustsMs: 19.8, precipitationMm: 0, temperatureMaxC: 0, temperatureMinC: 0, weatherCode: 0 }
    expect(windy(day, 10)).toBe(true)
    expect(windy({ ...day, windMs: 9.9 }, 10)).toBe(false)
    expect(windy({ ...day, windMs: null }, 10)).toBe(false)
  })
})

describe('a forecast’s rows', () => {
  const view = {
    windWarningMs: 10,
    days: [
      { date: '2026-11-24', windMs: 4.1, gustsMs: 8.3, precipitationMm: 0, temperatureMaxC: -6.4, temperatureMinC: -14.2, weatherCode: 3 },
      { date: '2026-11-25', windMs: 12.4, gustsMs: null, precipitationMm: 7.9, temperatureMaxC: null, temperatureMinC: null, weatherCode: null },
    ],
  }
  it('name the days and figures in the page’s language, and the windy days', () => {
    const ru = forecastRows(view, 'ru')
    expect(ru.rows[0]?.cells).toEqual(['4,1', '8,3', '0', '-14,2 … -6,4'])
    expect(ru.rows[1]?.cells).toEqual(['12,4', '—', '7,9', '—'])
    expect(ru.windyDays).toEqual([ru.rows[1]?.day])
    expect(ru.rows[0]?.day).toMatch(/24/)
    const en = forecastRows(view, 'en')
    expect(en.rows[0]?.cells[0]).toBe('4.1')
    expect(en.rows[1]?.day).toMatch(/Wed|25 Nov/)
    expect(en.threshold).toBe('10')
  })
})
