import type { Language } from '@cms/core/contract/language'
import type { Payload } from 'payload'

import { type CountedNoun, counted } from '@cms/core/contract/counted'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { namedDestination } from './placeNames'
import {
  comingWeekend,
  findYachts,
  type ForecastFact,
  listDestinations,
  listEvents,
  listTripPackages,
  type TripFact,
  weatherForecast,
  type YACHT_TYPES,
  type YachtFact,
} from './tools'
import { formatMoney } from '@cms/core/contract/money'
import { writtenMonthDay } from '@cms/features/seasons'

/**
 * The assistant with no model configured: it reads what the visitor asks (guests, a yacht type,
 * dates, a price, weather, a named place, trips, events) and answers from the same tools the
 * model would call, in the page's language. It says plainly what it cannot do.
 */

type Intent = 'weather' | 'events' | 'trips' | 'price' | 'yachts' | 'destinations' | 'unknown'

export type Reading = {
  intent: Intent
  guests?: number
  type?: (typeof YACHT_TYPES)[number]
  from?: string
  to?: string
  maxPricePerDay?: number
  weekend: boolean
}

const PATTERNS: [Intent, RegExp][] = [
  ['weather', /погод|ветер|ветр|волн|прогноз|дожд|температур|weather|wind|forecast|rain|temperature/],
  ['events', /регат|событи|фестивал|мероприят|соревнован|event|regatta|festival|race/],
  ['trips', /тур(?:ы|а|ов|ом)?(?![а-яё])|пакет|путешеств|круиз|trip|package|tour|cruise/],
  ['price', /сколько стоит|стоимост|цен[аыу]|прайс|дорог|дешев|бюджет|price|cost|how much|cheap|budget|rate/],
  ['yachts', /яхт|лодк|катамаран|катер|парусн|судн|семь|человек|гост|yacht|boat|catamaran|sail|family|people|guests|persons/],
  ['destinations', /мест|посет|куда|маршрут|остров|бухт|залив|достопримечат|place|visit|where|destination|route|island|bay|sight/],
]

const TYPE_WORDS: [(typeof YACHT_TYPES)[number], RegExp][] = [
  ['catamaran', /катамаран|catamaran/],
  ['sail-yacht', /парусн|sail/],
  ['motor-yacht', /моторн|motor/],
  ['speedboat', /катер|скоростн|speedboat/],
]

const NUMBER_WORDS: Record<string, number> = {
  двоих: 2,
  двое: 2,
  троих: 3,
  трое: 3,
  четверых: 4,
  четверо: 4,
  пятерых: 5,
  пятеро: 5,
  шестерых: 6,
  шестеро: 6,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
}

const pad = (value: number) => String(value).padStart(2, '0')

/** 2027-07-10, or 10.07(.2027): the year, when not given, is the next time that day comes. */
function datesIn(question: string, today: string): string[] {
  const found: string[] = []
  for (const match of question.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})\.(\d{1,2})(?:\.(\d{4}))?\b/g)) {
    if (match[1]) found.push(`${match[1]}-${match[2]}-${match[3]}`)
    else {
      const [day, month] = [Number(match[4]), Number(match[5])]
      if (day < 1 || day > 31 || month < 1 || month > 12) continue
      const thisYear = Number(today.slice(0, 4))
      let candidate = `${match[6] ?? thisYear}-${pad(month)}-${pad(day)}`
      if (!match[6] && candidate < today) candidate = `${thisYear + 1}-${pad(month)}-${pad(day)}`
      found.push(candidate)
    }
  }
  return found
}

/** Months as a question names them: «в январе», «in January» («in May» only so, not "may I"). */
const MONTHS: RegExp[] = [
  /январ|january/,
  /феврал|february/,
  /(^|[^а-я])март|march/,
  /апрел|april/,
  /(^|[^а-я])ма[йяе]([^а-я]|$)|in may\b/,
  /июн|june/,
  /июл|july/,
  /август|august/,
  /сентябр|september/,
  /октябр|october/,
  /ноябр|november/,
  /декабр|december/,
]

/** The month a question names, as its days from its first (or today, in this month) to its last, the next time it comes. */
function monthIn(question: string, today: string): [string, string] | [] {
  const index = MONTHS.findIndex((pattern) => pattern.test(question))
  if (index < 0) return []
  const month = index + 1
  const thisYear = Number(today.slice(0, 4))
  const year = month < Number(today.slice(5, 7)) ? thisYear + 1 : thisYear
  const first = `${year}-${pad(month)}-01`
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  return [first < today ? today : first, last]
}

/** What the question asks for, and the details it gives. */
export function readQuestion(question: string, today: string): Reading {
  const lower = question.toLowerCase().replace(/ё/g, 'е')
  const intent = PATTERNS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'unknown'
  const guestsMatch =
    /(\d{1,3})\s*(?:человек|чел|гост|персон|взросл|people|guests|persons|pax|adults)/.exec(lower) ?? /(?:семь\w*|family|group|компани\w*|группы?)\D{0,12}(\d{1,3})/.exec(lower)
  const guestsWord = Object.entries(NUMBER_WORDS).find(([word]) => new RegExp(`(^|[^а-яёa-z])${word}([^а-яёa-z]|$)`).test(lower))?.[1]
  const guests = guestsMatch ? Number(guestsMatch[1]) : guestsWord
  const priceMatch = /(?:до|не дороже|дешевле|under|below|up to|max)\s*(\d[\d\s]{2,})/.exec(lower)
  const named = datesIn(lower, today)
  const [from, to] = named.length > 0 ? named : monthIn(lower, today)
  return {
    intent,
    ...(guests && guests > 0 ? { guests } : {}),
    ...(TYPE_WORDS.find(([, pattern]) => pattern.test(lower)) ? { type: TYPE_WORDS.find(([, pattern]) => pattern.test(lower))![0] } : {}),
    ...(from ? { from, to: to ?? from } : {}),
    ...(priceMatch ? { maxPricePerDay: Number(priceMatch[1]!.replace(/\s/g, '')) } : {}),
    weekend: /выходн|уикенд|weekend/.test(lower),
  }
}

const link = (name: string, page: string) => `[${name}](${page})`

const say = (language: Language, ru: string, en: string) => (language === 'en' ? en : ru)

/** Guests after «до» and «для» (the genitive): «до 1 гостя», «до 8 гостей». */
const GUESTS: CountedNoun = { ru: { one: 'гостя', few: 'гостей', many: 'гостей' }, en: { one: 'guest', other: 'guests' } }
const CABINS: CountedNoun = { ru: { one: 'каюта', few: 'каюты', many: 'кают' }, en: { one: 'cabin', other: 'cabins' } }
const DAYS: CountedNoun = { ru: { one: 'день', few: 'дня', many: 'дней' }, en: { one: 'day', other: 'days' } }

const cabinsOf = (cabins: number, language: Language) => (cabins === 0 ? say(language, 'без кают', 'no cabins') : counted(cabins, CABINS, language))

/** A yacht as the assistant lists it, its counts in the language's plural forms. */
export function yachtLine(yacht: YachtFact, language: Language): string {
  const type = TYPE_NAMES[yacht.type]?.[language] ?? yacht.type
  return `- ${link(yacht.name, yacht.page)} — ${type}, ${say(language, 'до', 'up to')} ${counted(yacht.guests, GUESTS, language)}, ${cabinsOf(yacht.cabins, language)}, ${formatMoney(language, yacht.pricePerDay)} ${say(language, 'в день', 'a day')}, ${yacht.homeMarina}`
}

/** A trip package as the assistant lists it. */
export function tripLine(trip: TripFact, language: Language): string {
  return `- ${link(trip.title, trip.page)} — ${counted(trip.days, DAYS, language)}, ${say(language, 'до', 'up to')} ${counted(trip.guests, GUESTS, language)}, ${formatMoney(language, trip.totalPrice)}`
}

const TYPE_NAMES: Record<string, { ru: string; en: string }> = {
  'motor-yacht': { ru: 'моторная яхта', en: 'motor yacht' },
  'sail-yacht': { ru: 'парусная яхта', en: 'sailing yacht' },
  catamaran: { ru: 'катамаран', en: 'catamaran' },
  speedboat: { ru: 'катер', en: 'speedboat' },
}

function forecastLines(forecast: ForecastFact, language: Language): string {
  const lines = forecast.days.map((day) => {
    const wind = day.windMs === null ? '—' : `${Math.round(day.windMs)}${day.gustsMs === null ? '' : `–${Math.round(day.gustsMs)}`} ${say(language, 'м/с', 'm/s')}`
    const temperature = day.minC === null || day.maxC === null ? '' : `, ${Math.round(day.minC)}…${Math.round(day.maxC)} °C`
    const rain = day.precipitationMm ? `, ${say(language, 'осадки', 'precipitation')} ${day.precipitationMm} ${say(language, 'мм', 'mm')}` : ''
    return `- ${day.date}: ${say(language, 'ветер', 'wind')} ${wind}${temperature}${rain}${day.windy ? say(language, ' — сильный ветер!', ' — strong wind!') : ''}`
  })
  return lines.join('\n')
}

/** The built-in responder's answer to one question. */
export async function builtInAnswer(payload: Payload, question: string, language: Language, now = new Date()): Promise<string> {
  const reading = readQuestion(question, marinaDayOf(now))
  const { destinations } = await listDestinations(payload, {}, language)
  const place = namedDestination(question, destinations)

  if (reading.intent === 'weather') {
    const target = place ?? destinations[0]
    if (!target) return say(language, 'Пока не знаю ни одного места на озере, для которого можно показать прогноз.', 'I know of no place on the lake to show a forecast for yet.')
    const days = reading.weekend ? comingWeekend(now) : reading.from ? { from: reading.from, to: reading.to } : {}
    const forecast = await weatherForecast(payload, { destination: String(target.id), ...days }, language)
    if ('error' in forecast) {
      return say(
        language,
        `Прогноза для места «${target.name}» на эти дни нет: прогноз бывает не дальше чем на 16 дней вперёд, и сервис погоды должен быть доступен.`,
        `There is no forecast for ${target.name} for those days: forecasts reach at most 16 days ahead, and the weather service must be reachable.`,
      )
    }
    const others = place ? '' : say(language, '\n\nНазовите другое место — покажу погоду там.', '\n\nName another place and I will show its weather.')
    return `${say(language, 'Прогноз', 'Forecast')}: ${link(forecast.destination, forecast.page)}${reading.weekend ? say(language, ' на выходные', ' for the weekend') : ''}\n${forecastLines(forecast, language)}${others}`
  }

  if (reading.intent === 'events') {
    const { events } = await listEvents(payload, reading.from ? { from: reading.from, to: reading.to } : {}, language)
    if (events.length === 0) return say(language, 'Ближайших событий в календаре пока нет.', 'There are no coming events in the calendar yet.')
    return `${say(language, 'Ближайшие события:', 'Coming events:')}\n${events.map((event) => `- ${link(event.title, event.page)} — ${event.starts}, ${event.location}`).join('\n')}`
  }

  if (reading.intent === 'trips') {
    const { trips } = await listTripPackages(payload, reading.guests ? { guests: reading.guests } : {}, language)
    if (trips.length === 0) return say(language, 'Подходящих готовых путешествий сейчас нет.', 'There are no trip packages that fit right now.')
    return `${say(language, 'Готовые путешествия:', 'Trip packages:')}\n${trips.map((trip) => tripLine(trip, language)).join('\n')}`
  }

  if (reading.intent === 'yachts' || (reading.intent === 'price' && (reading.guests || reading.type || reading.from))) {
    const found = await findYachts(payload, reading, language)
    const what = [
      reading.guests ? `${say(language, 'для', 'for')} ${counted(reading.guests, GUESTS, language)}` : '',
      reading.type ? `(${TYPE_NAMES[reading.type]![language]})` : '',
      found.freeFrom ? say(language, `свободные ${found.freeFrom} — ${found.freeTo}`, `free ${found.freeFrom} to ${found.freeTo}`) : '',
      reading.maxPricePerDay ? say(language, `до ${formatMoney(language, reading.maxPricePerDay)} в день`, `up to ${formatMoney(language, reading.maxPricePerDay)} a day`) : '',
    ]
      .filter(Boolean)
      .join(' ')
    if (found.yachts.length === 0 && found.season?.closed) {
      const { opens, closes } = found.season
      return say(
        language,
        `С ${found.freeFrom} по ${found.freeTo} яхты не ходят: Байкал в это время во льду или навигация закрыта. Навигация в наших маринах — с ${writtenMonthDay('ru', opens)} по ${writtenMonthDay('ru', closes)} (на севере озера открывается позже). Назовите даты в сезоне — проверю, какие яхты свободны.`,
        `No yacht sails from ${found.freeFrom} to ${found.freeTo}: the lake is frozen then or navigation is closed. Our marinas’ season runs from ${writtenMonthDay('en', opens)} to ${writtenMonthDay('en', closes)} (it opens later in the north of the lake). Give me dates in season and I will check which yachts are free.`,
      )
    }
    if (found.yachts.length === 0) {
      return say(
        language,
        `Не нашёл яхт ${what}. Попробуйте другие даты или число гостей — или посмотрите весь [каталог](/yachts).`,
        `I found no yachts ${what}. Try other dates or another number of guests, or see the whole [catalogue](/en/yachts).`,
      )
    }
    const lines = found.yachts.map((yacht) => yachtLine(yacht, language))
    return `${say(language, 'Подходящие яхты', 'Yachts that fit')}${what ? ` ${what}` : ''}:\n${lines.join('\n')}${found.freeFrom ? '' : say(language, '\n\nНазовите даты (например, 12.07–14.07) — проверю, какие свободны.', '\n\nGive me dates (e.g. 12.07–14.07) and I will check which are free.')}`
  }

  if (reading.intent === 'price') {
    const { yachts } = await findYachts(payload, {}, language)
    if (yachts.length === 0) return say(language, 'В каталоге пока нет яхт.', 'The catalogue has no yachts yet.')
    return `${say(language, 'Аренда яхты — от', 'A yacht costs from')} ${formatMoney(language, yachts[0]!.pricePerDay)} ${say(language, 'в день. Самые доступные:', 'a day. The most affordable:')}\n${yachts
      .slice(0, 3)
      .map((yacht) => `- ${link(yacht.name, yacht.page)} — ${formatMoney(language, yacht.pricePerDay)} ${say(language, 'в день', 'a day')}`)
      .join(
        '\n',
      )}\n\n${say(language, 'Капитан и снаряжение оплачиваются отдельно, если их нет в цене яхты.', 'A captain and water equipment are extra where the yacht’s price does not include them.')}`
  }

  if (reading.intent === 'destinations' || place) {
    const shown = place ? [place] : destinations.slice(0, 6)
    if (shown.length === 0) return say(language, 'Пока не знаю мест на озере.', 'I know of no places on the lake yet.')
    return `${place ? '' : say(language, 'Места, которые стоит посетить:\n', 'Places worth visiting:\n')}${shown.map((spot) => `- ${link(spot.name, spot.page)} — ${spot.about}`).join('\n')}`
  }

  return say(
    language,
    'Я умею подобрать яхту по числу гостей, типу, цене и датам, рассказать о местах на Байкале, готовых путешествиях и событиях и показать прогноз погоды на воде. Бронировать за вас я не могу — это делается на странице яхты. Спросите, например: «Какая яхта подойдёт для семьи из 4 человек?»',
    'I can find a yacht by guests, type, price and dates, tell you about places on Baikal, trip packages and events, and show the weather on the water. I cannot book for you: that is done on the yacht’s page. Ask, for example: “Which yacht suits a family of 4?”',
  )
}
