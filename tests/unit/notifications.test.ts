import { describe, expect, it } from 'vitest'

import { badgeText, fillTemplate, NOTICE_TEMPLATES, NOTIFICATION_TYPES, noticeText } from '@cms/features/notifications/contract/notifications'
import { testNotificationSchema } from '@cms/features/notifications/contract/testNotification'
import { formatStamp } from '@site/ui/format'

describe('the bell’s badge (spec 9)', () => {
  it('counts up to 9, then shows 9+, and nothing when all are read', () => {
    expect([0, 1, 9, 10, 250].map(badgeText)).toEqual(['', '1', '9', '9+', '9+'])
  })
})

describe('notification times (spec 9: dd.MM.yyyy HH:mm)', () => {
  it('read the same pattern in both languages, in the lake’s time zone, on a 24-hour clock', () => {
    // 15:05 UTC is 23:05 in Irkutsk (UTC+8).
    expect(formatStamp('ru', '2027-01-09T15:05:00.000Z')).toBe('09.01.2027 23:05')
    expect(formatStamp('en', '2027-01-09T15:05:00.000Z')).toBe('09.01.2027 23:05')
    expect(formatStamp('en', '2027-12-31T16:30:00.000Z')).toBe('01.01.2028 00:30')
  })
})

describe('the notices’ words', () => {
  it('fill their placeholders, leaving an unknown one as it is', () => {
    expect(fillTemplate('{a} and {b}, {a}', { a: 1 })).toBe('1 and {b}, 1')
  })

  it('speak the page’s language from the template, and fall back to the stored text', () => {
    const stored = {
      title: 'Новое бронирование',
      message: '…',
      metadata: { template: 'bookingCreated' as const, values: { yacht: 'Ангара', dates: 'd', guests: 2, total: '1 RUB', customer: 'Анна' } },
    }
    expect(noticeText(stored, 'en')).toEqual({ title: 'New booking', message: 'Ангара, d: 2 guests, 1 RUB. Customer: Анна.' })
    expect(noticeText({ title: 'Hand-made', message: 'By an admin', metadata: {} }, 'en')).toEqual({ title: 'Hand-made', message: 'By an admin' })
    expect(noticeText({ title: 'T', message: 'M', metadata: { template: 'constructor' as never } }, 'ru')).toEqual({ title: 'T', message: 'M' })
  })

  it('exist in both languages with the same placeholders, each of a known type', () => {
    for (const [name, template] of Object.entries(NOTICE_TEMPLATES)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
      expect(names(template.en.message), name).toEqual(names(template.ru.message))
      expect(NOTIFICATION_TYPES.values).toContain(template.type)
    }
  })
})

describe('the test notification’s body', () => {
  it('takes a type, a title and a message, and refuses anything else', () => {
    expect(testNotificationSchema.safeParse({ type: 'test', title: ' Hi ', message: 'There' })).toMatchObject({ success: true, data: { title: 'Hi' } })
    expect(testNotificationSchema.safeParse({ type: 'test', title: 'Hi', message: 'There', metadata: {} }).success).toBe(false)
    expect(testNotificationSchema.safeParse({ type: 'booking', title: '', message: 'There' }).success).toBe(false)
  })
})
