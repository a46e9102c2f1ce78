/**
 * An insurer's rate card, as the CMS keeps it, and the premium it gives a charter. Whole roubles
 * throughout; percentages as numbers (12.5 is 12.5 %).
 */
export type RateCard = {
  baseRatePerDay: number
  perPassengerPerDay: number
  /** Of the coverage amount, once per charter. */
  coverageRatePercent: number
  /** Added when the yacht sails without a professional crew. */
  noCrewLoadingPercent: number
  /** The captain's experience earns the largest discount whose threshold it reaches. */
  experienceDiscounts: readonly { minYears: number; percent: number }[]
  minimumPremium: number
  deductible: number
  /** Coverage above this needs the yacht inspected first (null: never). */
  inspectionAboveCoverage: number | null
  /** Whether a charter without professional crew needs the yacht inspected first. */
  inspectionWithoutCrew: boolean
  validityDays: number
}

export type CharterRisk = { days: number; passengers: number; coverageAmount: number; professionalCrew: boolean; captainExperienceYears: number }

export type PremiumQuote = { totalPremium: number; deductible: number; requiresInspection: boolean; experienceDiscountPercent: number }

/**
 * The premium: the daily rate and each passenger's share for every day, plus the coverage's share
 * once; loaded for sailing without crew; less the captain's experience discount; never under the
 * card's minimum. Rounded to whole roubles at the end only.
 */
export function premiumFor(card: RateCard, risk: CharterRisk): PremiumQuote {
  const daily = (card.baseRatePerDay + card.perPassengerPerDay * risk.passengers) * risk.days
  const coverage = (risk.coverageAmount * card.coverageRatePercent) / 100
  const loaded = (daily + coverage) * (risk.professionalCrew ? 1 : 1 + card.noCrewLoadingPercent / 100)
  const discount = card.experienceDiscounts.filter((tier) => risk.captainExperienceYears >= tier.minYears).reduce((best, tier) => Math.max(best, tier.percent), 0)
  const totalPremium = Math.max(card.minimumPremium, Math.round(loaded * (1 - discount / 100)))
  const requiresInspection = (card.inspectionAboveCoverage !== null && risk.coverageAmount > card.inspectionAboveCoverage) || (!risk.professionalCrew && card.inspectionWithoutCrew)
  return { totalPremium, deductible: card.deductible, requiresInspection, experienceDiscountPercent: discount }
}
