import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { isServiceCompany, mayTakeOrders, providedServicesSchema, SERVICE_ORDER_MESSAGES } from '@cms/features/serviceOrders/contract/serviceOrders'
import { ApiError } from '@site/lib/api/client'
import { serviceTakenEmail } from '@cms/features/serviceOrders/emails/serviceTaken'
import { contractProblem } from '@site/ui/contractProblem'

describe('a service company’s services', () => {
  it('are the booking’s services, each once', () => {
    expect(providedServicesSchema.parse({ services: ['catering', 'catering'] })).toEqual({ services: ['catering'] })
    expect(providedServicesSchema.parse({ services: [] })).toEqual({ services: [] })
    expect(providedServicesSchema.safeParse({ services: ['fireworks'] }).success).toBe(false)
    expect(providedServicesSchema.safeParse({ services: ['catering'], extra: true }).success).toBe(false)
  })
  it('belong to service companies only, once an admin has checked them (the probe’s F3)', () => {
    expect(mayTakeOrders({ roles: ['service_company'], serviceCompanyApproved: true })).toBe(true)
    expect(mayTakeOrders({ roles: ['service_company'] })).toBe(false)
    expect(isServiceCompany({ roles: ['service_company'] })).toBe(true)
    expect(mayTakeOrders({ roles: ['customer', 'owner'], serviceCompanyApproved: true })).toBe(false)
    expect(mayTakeOrders(null)).toBe(false)
  })
})

describe('a refusal in the page’s words', () => {
  const t = ((key: string) => key) as unknown as TFunction
  // As the API answers a refusal: the contract's words and, beside them, their key as its code.
  const codeOf = (message: string) => Object.entries(SERVICE_ORDER_MESSAGES).find(([, words]) => words === message)?.[0]
  const refusal = (status: number, message: string) => new ApiError(status, JSON.stringify({ error: message, code: codeOf(message) }), '')
  it('names the contract’s message by its code, too many by its own, and anything else plainly', () => {
    const options = { messages: SERVICE_ORDER_MESSAGES, prefix: 'orders' }
    expect(contractProblem(refusal(409, SERVICE_ORDER_MESSAGES.taken), t, options)).toBe('orders.error.taken')
    expect(contractProblem(refusal(429, 'Slow down'), t, options)).toBe('orders.error.tooMany')
    expect(contractProblem(refusal(500, 'Boom'), t, options)).toBe('orders.error')
    expect(contractProblem(new Error('offline'), t, options)).toBe('orders.error')
  })
})

describe('the customer’s news of a taken service', () => {
  const facts = {
    name: 'Ольга',
    company: 'Байкальский стол',
    companyEmail: 'services@baikal-yachts.local',
    companyPhone: '+7 914 000-99-00',
    dates: '2026-12-15 – 2026-12-16',
    link: 'https://baikal.example/bookings?booking=3',
  }
  it('names the service, the company and how to reach it, in the booking’s language', () => {
    const ru = serviceTakenEmail({ ...facts, language: 'ru', service: 'Кейтеринг' })
    expect(ru.subject).toBe('Кейтеринг: для вашего чартера всё устроено')
    expect(ru.text).toContain('Байкальский стол возьмёт на себя услугу «Кейтеринг»')
    expect(ru.text).toContain('позвонить по номеру +7 914 000-99-00')
    const en = serviceTakenEmail({ ...facts, language: 'en', service: 'Water equipment', companyPhone: null })
    expect(en.subject).toBe('Water equipment for your charter is arranged')
    expect(en.text).toContain('will provide water equipment for your charter on 2026-12-15 – 2026-12-16')
    expect(en.text).not.toContain(' or call ')
    expect(en.html).toContain('https://baikal.example/bookings?booking=3')
  })
})
