import { describe, expect, it } from 'vitest'

import { dateTimeFormat, numberFormat } from '@cms/core/contract/intlFormats'
import { formatMoney } from '@cms/core/contract/money'

describe('Intl formatters', () => {
  it('are made once per language and options, and format as a new one would', () => {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }
    expect(numberFormat('ru-RU', options)).toBe(numberFormat('ru-RU', { ...options }))
    expect(numberFormat('en-US', options)).not.toBe(numberFormat('ru-RU', options))
    expect(numberFormat('ru-RU', { ...options, currency: 'USD' })).not.toBe(numberFormat('ru-RU', options))
    expect(formatMoney('ru', 45000)).toBe(new Intl.NumberFormat('ru-RU', options).format(45000))
    const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' }
    expect(dateTimeFormat('en-GB', day)).toBe(dateTimeFormat('en-GB', day))
    expect(dateTimeFormat('en-GB', day).format(new Date('2027-05-25T00:00:00Z'))).toBe('25 May')
  })
})
