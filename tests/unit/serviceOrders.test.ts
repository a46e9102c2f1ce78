import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { mayTakeOrders, providedServicesSchema, SERVICE_ORDER_MESSAGES } from '../../cms/contract/serviceOrders'
import { ApiError } from '../../site/src/lib/api/client'
import { contractProblem } from '../../site/src/islands/shared/contractProblem'

describe('a service company’s services', () => {
  it('are the booking’s services, each once', () => {
    expect(providedServicesSchema.parse({ services: ['catering', 'catering'] })).toEqual({ services: ['catering'] })
    expect(providedServicesSchema.parse({ services: [] })).toEqual({ services: [] })
    expect(providedServicesSchema.safeParse({ services: ['fireworks'] }).success).toBe(false)
    expect(providedServicesSchema.safeParse({ services: ['catering'], extra: true }).success).toBe(false)
  })
  it('belong to service companies only', () => {
    expect(mayTakeOrders({ roles: ['service_company'] })).toBe(true)
    expect(mayTakeOrders({ roles: ['customer', 'owner'] })).toBe(false)
    expect(mayTakeOrders(null)).toBe(false)
  })
})

describe('a refusal in the page’s words', () => {
  const t = ((key: string) => key) as unknown as TFunction
  const refusal = (status: number, message: string) => new ApiError(status, JSON.stringify({ error: message }), '')
  it('names the contract’s message by its code, too many by its own, and anything else plainly', () => {
    const options = { messages: SERVICE_ORDER_MESSAGES, prefix: 'orders' }
    expect(contractProblem(refusal(409, SERVICE_ORDER_MESSAGES.taken), t, options)).toBe('orders.error.taken')
    expect(contractProblem(refusal(429, 'Slow down'), t, options)).toBe('orders.error.tooMany')
    expect(contractProblem(refusal(500, 'Boom'), t, options)).toBe('orders.error')
    expect(contractProblem(new Error('offline'), t, options)).toBe('orders.error')
  })
})
