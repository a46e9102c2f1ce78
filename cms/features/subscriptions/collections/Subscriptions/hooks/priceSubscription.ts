import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { BUSINESS_ROLES, planPrice } from '@cms/features/subscriptions/contract/plans'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import type { Subscription } from '@cms/payload-types'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'subscriptions', errors: [{ path, message }] })
}

/**
 * A new subscription, whoever creates it: the plan must be published, a business tier is for
 * owners and service companies, and the price is the plan's for the chosen period at this moment,
 * whatever the request says. It starts pending, with no period, until its first payment.
 */
export const priceSubscription: CollectionBeforeChangeHook<Subscription> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const subscriberId = req.user && !hasRole(req.user, 'admin') ? req.user.id : relationId(data.subscriber)
  if (!subscriberId) return refuse('subscriber', 'subscriber')
  const planId = relationId(data.plan)
  const plan = planId === null ? null : await req.payload.findByID({ collection: 'plans', id: planId, depth: 0, req, disableErrors: true, overrideAccess: true })
  if (plan?._status !== 'published') return refuse('plan', 'plan')
  const period = data.period === 'year' ? 'year' : data.period === 'month' ? 'month' : refuse('period', 'period')
  if (plan.kind === 'business') {
    const subscriber = await req.payload.findByID({ collection: 'users', id: subscriberId, depth: 0, req, overrideAccess: true, disableErrors: true })
    if (!BUSINESS_ROLES.some((role) => hasRole(subscriber, role))) refuse('plan', 'businessOnly')
  }
  return {
    ...data,
    subscriber: subscriberId,
    plan: plan.id,
    kind: plan.kind,
    period,
    price: planPrice(plan, period),
    currency: 'RUB',
    status: 'pending',
    cancelAtPeriodEnd: false,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    savedCard: null,
    renewalPayment: null,
    renewalAttemptedAt: null,
    lapsedAt: null,
  }
}
