import { describe, expect, it } from 'vitest'

import { linkPieces, MASK, maskContacts, messageRequestSchema } from '@cms/features/conversations/contract/conversations'

/**
 * What a question's text keeps before a booking (issue "… conversations between guests, owners and
 * crew"): contacts masked, the rest of what people write about a charter left as it is; and a
 * message's text cut into plain text and its http(s) links, for the islands to render without HTML.
 */
describe('masking contacts in a question', () => {
  it('masks email addresses, Latin and Cyrillic', () => {
    expect(maskContacts('Пишите на ivan.petrov@mail.ru, отвечу быстро')).toBe(`Пишите на ${MASK}, отвечу быстро`)
    expect(maskContacts('почта: иван@почта.рф')).toBe(`почта: ${MASK}`)
    expect(maskContacts('olga+charter@baikal-yachts.example.com.')).toBe(`${MASK}.`)
  })

  // An underscore is as common in an address as a dot: "ivan_petrov@mail.ru" must not keep "ivan_".
  it('masks the whole of an address with an underscore in it', () => {
    expect(maskContacts('Пишите на ivan_petrov@mail.ru')).toBe(`Пишите на ${MASK}`)
  })

  it('masks Russian phone numbers however they are written', () => {
    for (const phone of ['+7 900 123-45-67', '+7 (900) 123-45-67', '+7(900)1234567', '+79001234567', '8 (900) 123 45 67', '8-900-123-45-67', '8 900 123.45.67', '89001234567']) {
      expect(maskContacts(`Мой номер ${phone}, звоните вечером`), phone).toBe(`Мой номер ${MASK}, звоните вечером`)
    }
  })

  it('masks runs of eight digits, and seven written as a local number', () => {
    expect(maskContacts('код 12345678')).toBe(`код ${MASK}`)
    expect(maskContacts('домашний 123-45-67')).toBe(`домашний ${MASK}`)
  })

  it('masks messenger links and handles', () => {
    expect(maskContacts('мой телеграм t.me/ivan_baikal')).toBe(`мой телеграм ${MASK}`)
    expect(maskContacts('T.ME/Ivan_Baikal')).toBe(MASK)
    expect(maskContacts('https://t.me/ivan_baikal')).not.toContain('ivan_baikal')
    expect(maskContacts('пишите @ivan_baikal в телеграм')).toBe(`пишите ${MASK} в телеграм`)
    expect(maskContacts('whatsapp wa.me/79001234567 или vk.com/ivan.baikal или instagram.com/baikal_sail')).toBe(`whatsapp ${MASK} или ${MASK} или ${MASK}`)
  })

  it('masks every contact of one message, and nothing around them', () => {
    const text = 'Здравствуйте! Пишите ivan.petrov@mail.ru или звоните +7 (900) 123-45-67, telegram @ivan_baikal, t.me/ivan_baikal'
    expect(maskContacts(text)).toBe(`Здравствуйте! Пишите ${MASK} или звоните ${MASK}, telegram ${MASK}, ${MASK}`)
  })

  it('leaves alone the numbers people write about a charter: days, guests, years, prices, times', () => {
    for (const text of [
      'Хотим на 2 дня, нас 6 человек и 1 собака',
      'В июле 2027 года, лучше 2027',
      'в 2026 или в 2027',
      'Цена 160 000 ₽ за 2 дня?',
      'от 160 000 до 200 000 рублей',
      'бюджет 45000',
      'Выход в 10:00, возвращение к 18:30',
      'Яхта 12.5 м, 3 каюты, 8 мест',
      'Ответьте на почту в профиле @ или здесь',
    ]) {
      expect(maskContacts(text), text).toBe(text)
    }
  })

  // Dates are what a charter question is about: "с 12.06.2027 по 19.06.2027" has eight digits
  // with dots between them, which the phone pattern takes for a number.
  it('leaves alone the dates of a charter', () => {
    for (const text of ['Свободна ли яхта с 12.06.2027 по 19.06.2027?', 'С 2027-07-10 на неделю']) {
      expect(maskContacts(text), text).toBe(text)
    }
  })

  // A price of a million or more (a week on a large yacht, a yacht for sale) has seven digits.
  it('leaves alone prices of a million rubles and more', () => {
    expect(maskContacts('Неделя обойдётся в 1 250 000 ₽?')).toBe('Неделя обойдётся в 1 250 000 ₽?')
  })

  it('changes nothing in a text without contacts', () => {
    expect(maskContacts('')).toBe('')
    expect(maskContacts('Можно ли взять детей на борт?')).toBe('Можно ли взять детей на борт?')
  })
})

describe('links in a message', () => {
  it('splits http and https links out of the text', () => {
    expect(linkPieces('Смотрите http://baikal.example и https://baikal.example/yachts?type=sail&x=1 там')).toEqual([
      { text: 'Смотрите ' },
      { href: 'http://baikal.example' },
      { text: ' и ' },
      { href: 'https://baikal.example/yachts?type=sail&x=1' },
      { text: ' там' },
    ])
    expect(linkPieces('https://baikal.example/a')).toEqual([{ href: 'https://baikal.example/a' }])
    expect(linkPieces('HTTPS://BAIKAL.EXAMPLE/A')).toEqual([{ href: 'HTTPS://BAIKAL.EXAMPLE/A' }])
  })

  it('keeps trailing punctuation, brackets and quotes out of the link', () => {
    expect(linkPieces('Вот: https://baikal.example/yachts.')).toEqual([{ text: 'Вот: ' }, { href: 'https://baikal.example/yachts' }, { text: '.' }])
    expect(linkPieces('https://a.example/b, https://c.example/d!')).toEqual([{ href: 'https://a.example/b' }, { text: ', ' }, { href: 'https://c.example/d' }, { text: '!' }])
    expect(linkPieces('(см. https://a.example/b)')).toEqual([{ text: '(см. ' }, { href: 'https://a.example/b' }, { text: ')' }])
    expect(linkPieces('«https://a.example/b»')).toEqual([{ text: '«' }, { href: 'https://a.example/b' }, { text: '»' }])
    expect(linkPieces('https://a.example/b?; https://a.example/c:')).toEqual([{ href: 'https://a.example/b' }, { text: '?; ' }, { href: 'https://a.example/c' }, { text: ':' }])
  })

  it('ends a link at a quote or an angle bracket, so no attribute or tag rides along', () => {
    expect(linkPieces('https://a.example/"onmouseover="alert(1)')).toEqual([{ href: 'https://a.example/' }, { text: '"onmouseover="alert(1)' }])
    expect(linkPieces("<https://a.example/b>'x")).toEqual([{ text: '<' }, { href: 'https://a.example/b' }, { text: ">'x" }])
  })

  it('makes no link of javascript:, data: or other schemes, nor of a scheme inside a word', () => {
    for (const text of ['javascript:alert(1)', 'JavaScript://%0Aalert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/a', 'xhttps://a.example', 'https://']) {
      expect(linkPieces(text), text).toEqual([{ text }])
    }
    for (const piece of linkPieces('a javascript:alert(1) b https://a.example c')) {
      if ('href' in piece) expect(piece.href).toMatch(/^https?:\/\//i)
    }
  })

  it('gives back the whole text, piece by piece', () => {
    const text = 'Маршрут: https://maps.example/route?from=Листвянка&to=Ольхон, фото — http://photos.example/1.jpg. До встречи!'
    expect(
      linkPieces(text)
        .map((piece) => ('href' in piece ? piece.href : piece.text))
        .join(''),
    ).toBe(text)
    expect(linkPieces('')).toEqual([])
    expect(linkPieces('без ссылок')).toEqual([{ text: 'без ссылок' }])
  })
})

describe('a message request', () => {
  it('takes a trimmed body of 1…2000 characters and nothing else', () => {
    expect(messageRequestSchema.parse({ body: '  Привет  ' })).toEqual({ body: 'Привет' })
    expect(messageRequestSchema.safeParse({ body: '   ' }).success).toBe(false)
    expect(messageRequestSchema.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false)
    expect(messageRequestSchema.safeParse({ body: 'x'.repeat(2000) }).success).toBe(true)
    expect(messageRequestSchema.safeParse({ body: 'Привет', author: 1 }).success).toBe(false)
  })
})
