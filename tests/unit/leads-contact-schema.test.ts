import { describe, expect, it } from 'vitest'

import { contactErrors, contactSchema } from '@cms/features/leads/contract/contact'

const valid = { name: 'Анна', email: 'anna@example.com', message: 'Хотим на Ольхон в июле, нас шестеро.' }

describe('contact form schema', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.parse({ ...valid, name: '  Анна ', phone: '', service: 'charters', language: 'en' })
    expect(result).toMatchObject({ name: 'Анна', phone: undefined, service: 'charters', language: 'en' })
  })
  it('defaults the language to Russian', () => {
    expect(contactSchema.parse(valid).language).toBe('ru')
  })
  it('names each bad field with a code the form translates', () => {
    const result = contactSchema.safeParse({ name: 'A', email: 'not-an-email', phone: 'call me', service: 'submarine', message: 'hi' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(contactErrors(result.error)).toEqual({ name: 'nameShort', email: 'email', phone: 'phone', service: 'service', message: 'messageShort' })
    }
  })
  it('refuses values of the wrong type', () => {
    expect(contactSchema.safeParse({ ...valid, name: 42 }).success).toBe(false)
    expect(contactSchema.safeParse(null).success).toBe(false)
  })
})
