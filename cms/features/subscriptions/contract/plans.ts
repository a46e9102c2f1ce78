import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { enumeration } from '@cms/core/contract/options'
import type { Role } from '@cms/core/contract/roles'

/**
 * Subscription plans (issue #14, spec 2.1's /subscription-plans, /plans and
 * /business-subscriptions): plans edited in the CMS, for members (benefits the portal applies to
 * their bookings) or for businesses (how many yachts an owner lists, featured placement in the
 * catalogue); paid through the active provider and renewed with the card saved at the first
 * payment, until the subscriber cancels at the period's end.
 */
export const PLAN_KINDS = enumeration({
  member: { ru: 'Для участников', en: 'For members' },
  business: { ru: 'Для бизнеса', en: 'For businesses' },
})
export type PlanKind = (typeof PLAN_KINDS.values)[number]

export const BILLING_PERIODS = enumeration({
  month: { ru: 'Месяц', en: 'Month' },
  year: { ru: 'Год', en: 'Year' },
})
export type BillingPeriod = (typeof BILLING_PERIODS.values)[number]

/**
 * A subscription's life: pending until its first payment, active (renewing, or ending at the
 * period's end when the subscriber cancelled), lapsed once a period ends unrenewed.
 */
export const SUBSCRIPTION_STATUSES = enumeration({
  pending: { ru: 'Ждёт оплаты', en: 'Awaiting payment' },
  active: { ru: 'Действует', en: 'Active' },
  lapsed: { ru: 'Закончилась', en: 'Ended' },
})
type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES.values)[number]

/** Business tiers are for yacht owners and service companies; member plans for any signed-in member. */
export const BUSINESS_ROLES: readonly Role[] = ['owner', 'service_company']

/** Yachts an owner lists without a business tier (the demo owner's two, and one more). */
export const OWNER_FREE_YACHTS = 3
/** A plan's booking discount is at most half the price: the owner is still paid the rest. */
export const MAX_BOOKING_DISCOUNT_PERCENT = 50
/** The most yachts a tier can allow (a fleet larger than this talks to the team). */
export const MAX_TIER_YACHTS = 500
/** Plan prices, whole roubles per period. */
export const MAX_PLAN_PRICE_RUB = 10_000_000

/**
 * A failed renewal is tried again a day later; the subscription stays active this many days past
 * its period's end before it lapses, so a card topped up in time keeps the benefits.
 */
export const RENEWAL_RETRY_HOURS = 24
export const RENEWAL_GRACE_DAYS = 3

/** POST /api/subscriptions: the plan and how often to pay. Each failure is a code the page translates (`plans.error.<code>`). */
export const subscribeSchema = z.strictObject(
  {
    plan: z.coerce.number('plan').int('plan').positive('plan'),
    period: z.enum(BILLING_PERIODS.values, 'period'),
    language: z.enum(LANGUAGES.values).default('ru'),
  },
  'form',
)
export type SubscribeRequest = z.infer<typeof subscribeSchema>

/** PATCH /api/subscriptions/{id}: cancel at the period's end, or take the cancellation back. */
export const subscriptionChangeSchema = z.strictObject({ cancelAtPeriodEnd: z.boolean('form') }, 'form')

/** What the page and /account show of a member's subscription. */
export type SubscriptionView = {
  id: number
  kind: PlanKind
  plan: { id: number; name: string }
  period: BillingPeriod
  price: number
  status: SubscriptionStatus
  currentPeriodEnd: string | null
  cancelAtPeriodEnd: boolean
  renews: boolean
  /** The member plan's booking discount, in percent (0 for a business tier). */
  bookingDiscountPercent: number
}

/** A plan as the plans' pages show it, in the page's language. */
export type PlanCard = {
  id: number
  name: string
  summary: string
  monthlyPrice: number
  yearlyPrice: number
  features: string[]
  bookingDiscountPercent: number
  maxYachts: number | null
  featuredPlacement: boolean
}

/** The price a plan asks for a period, in whole roubles. */
export const planPrice = (plan: { monthlyPrice: number; yearlyPrice: number }, period: BillingPeriod): number => (period === 'year' ? plan.yearlyPrice : plan.monthlyPrice)
