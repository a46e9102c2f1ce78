import { describe, expect, it } from 'vitest'

import { readQuestion, tripLine, yachtLine } from '@cms/features/assistant/builtInResponder'
import { counted } from '@cms/core/contract/counted'
import { namedDestination } from '@cms/features/assistant/placeNames'
import { comingWeekend } from '@cms/features/assistant/tools'
import { answerText, chatAnswer, chatQuestionOf, SUGGESTED_QUESTIONS } from '@cms/features/assistant/contract/chat'
import { chatTranscript, greeting, textParts } from '@site/features/assistant/chatText'

const TODAY = '2027-06-15'

describe('the built-in responder reads the question', () => {
  it('the four suggested questions, in both languages', () => {
    for (const language of ['ru', 'en'] as const) {
      expect(readQuestion(SUGGESTED_QUESTIONS.family[language], TODAY), language).toMatchObject({ intent: 'yachts', guests: 4 })
      expect(readQuestion(SUGGESTED_QUESTIONS.places[language], TODAY).intent, language).toBe('destinations')
      expect(readQuestion(SUGGESTED_QUESTIONS.weather[language], TODAY), language).toMatchObject({ intent: 'weather', weekend: true })
      expect(readQuestion(SUGGESTED_QUESTIONS.price[language], TODAY).intent, language).toBe('price')
    }
  })

  it('guests, types, prices and dates in their common forms', () => {
    expect(readQuestion('Катамаран на 6 человек с 10.07 по 12.07', TODAY)).toMatchObject({ intent: 'yachts', guests: 6, type: 'catamaran', from: '2027-07-10', to: '2027-07-12' })
    expect(readQuestion('парусная яхта для нас четверых', TODAY)).toMatchObject({ type: 'sail-yacht', guests: 4 })
    expect(readQuestion('A motor yacht for 3 guests under 60 000 from 2027-08-01 to 2027-08-03', TODAY)).toMatchObject({
      type: 'motor-yacht',
      guests: 3,
      maxPricePerDay: 60000,
      from: '2027-08-01',
      to: '2027-08-03',
    })
    // A day already past this year is next year's.
    expect(readQuestion('яхта на 01.02', TODAY)).toMatchObject({ from: '2028-02-01', to: '2028-02-01' })
    expect(readQuestion('яхта на 31.13', TODAY).from).toBeUndefined()
  })

  it('a month named is its days, the next time it comes; this month from today', () => {
    expect(readQuestion('Можно ли арендовать яхту в январе?', TODAY)).toMatchObject({ intent: 'yachts', from: '2028-01-01', to: '2028-01-31' })
    expect(readQuestion('Яхта на 4 человек в июне', TODAY)).toMatchObject({ from: '2027-06-15', to: '2027-06-30' })
    expect(readQuestion('A yacht in May, please', TODAY)).toMatchObject({ from: '2028-05-01', to: '2028-05-31' })
    expect(readQuestion('Катамаран в феврале 2028', TODAY)).toMatchObject({ from: '2028-02-01', to: '2028-02-29' })
    expect(readQuestion('May I ask about a yacht?', TODAY).from).toBeUndefined()
    expect(readQuestion('Маршрут на маяк', TODAY).from).toBeUndefined()
  })

  it('weather, events and trips before yachts; nothing it knows is "unknown"', () => {
    expect(readQuestion('Какой ветер будет на Ольхоне 12.07?', TODAY)).toMatchObject({ intent: 'weather', from: '2027-07-12' })
    expect(readQuestion('Когда ближайшая регата?', TODAY).intent).toBe('events')
    expect(readQuestion('Есть готовые туры на яхте?', TODAY).intent).toBe('trips')
    expect(readQuestion('Привет!', TODAY).intent).toBe('unknown')
  })
})

describe('a destination named in any grammatical case', () => {
  const places = [{ name: 'Листвянка' }, { name: 'Остров Ольхон' }, { name: 'Бухта Песчаная' }, { name: 'Chivyrkuy Bay' }]
  it.each([
    ['Погода в Листвянке', 'Листвянка'],
    ['Что посмотреть на Ольхоне?', 'Остров Ольхон'],
    ['в бухту Песчаную', 'Бухта Песчаная'],
    ['weather at Chivyrkuy', 'Chivyrkuy Bay'],
  ])('%s → %s', (question, name) => {
    expect(namedDestination(question, places)?.name).toBe(name)
  })
  it('not a generic word alone', () => {
    expect(namedDestination('Какая бухта лучше?', places)).toBeUndefined()
  })
})

describe('POST /api/chat’s contract (spec 3, 7)', () => {
  it('reads only the latest user message, trimmed', () => {
    expect(chatQuestionOf({ messages: [{ role: 'user', content: ' Привет ' }] })).toEqual({ ok: true, question: 'Привет' })
    expect(chatQuestionOf({ messages: [{ role: 'user', content: ' ' }] })).toEqual({ ok: false, problem: 'empty' })
    expect(chatQuestionOf({ messages: [{ role: 'user', content: 'x'.repeat(2001) }] })).toEqual({ ok: false, problem: 'tooLong' })
    for (const body of [null, {}, { messages: [] }, { messages: [{ role: 'system', content: 'x' }] }, { messages: [{ role: 'user', content: 7 }] }, { messages: 'x' }]) {
      expect(chatQuestionOf(body), JSON.stringify(body)).toEqual({ ok: false, problem: 'malformed' })
    }
  })

  it('the answer is read from choices[0].message.content, else response', () => {
    expect(answerText(chatAnswer('Ответ', 'built-in'))).toBe('Ответ')
    expect(answerText({ response: ' Только так ' })).toBe('Только так')
    expect(answerText({ choices: [] })).toBe('')
    expect(answerText(null)).toBe('')
  })
})

describe('the coming weekend at the lake', () => {
  it.each([
    ['2027-06-16T03:00:00Z', '2027-06-19', '2027-06-20'], // Wednesday
    ['2027-06-19T03:00:00Z', '2027-06-19', '2027-06-20'], // Saturday
    ['2027-06-20T03:00:00Z', '2027-06-20', '2027-06-20'], // Sunday: what is left of it
  ])('%s → %s … %s', (now, from, to) => {
    expect(comingWeekend(new Date(now))).toEqual({ from, to })
  })
})

describe('the widget’s text', () => {
  it('links only the portal’s own pages; the rest stays text', () => {
    expect(textParts('Смотрите [Байкал-1](/yacht/1) и [Ольхон](/en/destination/2).')).toEqual([
      { kind: 'text', text: 'Смотрите ' },
      { kind: 'link', text: 'Байкал-1', href: '/yacht/1' },
      { kind: 'text', text: ' и ' },
      { kind: 'link', text: 'Ольхон', href: '/en/destination/2' },
      { kind: 'text', text: '.' },
    ])
    for (const foreign of ['[x](https://evil.example)', '[x](//evil.example/a)', '[x](javascript:alert(1))', '<b>[x]</b>']) {
      expect(textParts(foreign), foreign).toEqual([{ kind: 'text', text: foreign }])
    }
  })

  it('copies the chat with its speakers named (spec 2.5)', () => {
    const messages = [greeting('ru'), { id: 'q', role: 'user' as const, content: 'Привет', timestamp: 0 }]
    expect(chatTranscript(messages, 'ru')).toBe(`Yacht Companion: ${greeting('ru').content}\n\nВы: Привет`)
  })
})

describe('words at the edges of Russian text', () => {
  it('a tour asked for in so many words, and guests counted in words before a question mark', () => {
    expect(readQuestion('Хочу в тур на выходные', TODAY).intent).toBe('trips')
    expect(readQuestion('Турист ищет яхту', TODAY).intent).toBe('yachts')
    expect(readQuestion('Яхта для четверых?', TODAY).guests).toBe(4)
  })
})

describe('the built-in responder counts in each language’s plural forms', () => {
  const CABIN = { ru: { one: 'каюта', few: 'каюты', many: 'кают' }, en: { one: 'cabin', other: 'cabins' } }

  it('by Intl.PluralRules: 1, 2, 5, 11, 21, 22 in Russian; 1 and the rest in English', () => {
    expect([1, 2, 5, 11, 21, 22].map((count) => counted(count, CABIN, 'ru'))).toEqual(['1 каюта', '2 каюты', '5 кают', '11 кают', '21 каюта', '22 каюты'])
    expect([0, 1, 2].map((count) => counted(count, CABIN, 'en'))).toEqual(['0 cabins', '1 cabin', '2 cabins'])
  })

  it('a yacht with one cabin, and one with none; a trip of one day', () => {
    const yacht = { name: 'Angara', type: 'speedboat', guests: 1, cabins: 1, pricePerDay: 20000, homeMarina: 'Листвянка', page: '/yacht/1' }
    expect(yachtLine(yacht, 'ru')).toContain('до 1 гостя, 1 каюта,')
    expect(yachtLine({ ...yacht, guests: 6, cabins: 0 }, 'ru')).toContain('до 6 гостей, без кают,')
    expect(yachtLine(yacht, 'en')).toContain('up to 1 guest, 1 cabin,')
    expect(yachtLine({ ...yacht, cabins: 0 }, 'en')).toContain('no cabins')
    const trip = { title: 'Ольхон', days: 1, guests: 2, totalPrice: 50000, page: '/trips/1' }
    expect(tripLine(trip, 'ru')).toContain('1 день, до 2 гостей')
    expect(tripLine({ ...trip, days: 3 }, 'en')).toContain('3 days, up to 2 guests')
  })
})
