import { describe, expect, it } from 'vitest'

import { premiumFor, type RateCard } from '@cms/features/insurance/premium'

const card: RateCard = {
  baseRatePerDay: 1500,
  perPassengerPerDay: 200,
  coverageRatePercent: 0.2,
  noCrewLoadingPercent: 25,
  experienceDiscounts: [
    { minYears: 5, percent: 10 },
    { minYears: 10, percent: 15 },
  ],
  minimumPremium: 3000,
  deductible: 50_000,
  inspectionAboveCoverage: 10_000_000,
  inspectionWithoutCrew: true,
  validityDays: 14,
}
const risk = { days: 3, passengers: 6, coverageAmount: 5_000_000, professionalCrew: true, captainExperienceYears: 0 }

describe('an insurer’s premium for a charter', () => {
  it('is the daily and per-passenger rates for each day plus the coverage’s share', () => {
    // (1500 + 6 × 200) × 3 = 8100; 5,000,000 × 0.2 % = 10,000.
    expect(premiumFor(card, risk)).toEqual({ totalPremium: 18_100, deductible: 50_000, requiresInspection: false, experienceDiscountPercent: 0 })
  })

  it('loads a charter without professional crew, which also needs an inspection', () => {
    expect(premiumFor(card, { ...risk, professionalCrew: false })).toMatchObject({ totalPremium: 22_625, requiresInspection: true })
  })

  it('gives the largest experience discount reached, and not one below its threshold', () => {
    expect(premiumFor(card, { ...risk, captainExperienceYears: 4 }).totalPremium).toBe(18_100)
    expect(premiumFor(card, { ...risk, captainExperienceYears: 5 })).toMatchObject({ totalPremium: 16_290, experienceDiscountPercent: 10 })
    expect(premiumFor(card, { ...risk, captainExperienceYears: 25 })).toMatchObject({ totalPremium: 15_385, experienceDiscountPercent: 15 })
  })

  it('asks for an inspection above the coverage threshold, and never goes under the minimum', () => {
    expect(premiumFor(card, { ...risk, coverageAmount: 10_000_001 }).requiresInspection).toBe(true)
    expect(premiumFor(card, { ...risk, coverageAmount: 10_000_000 }).requiresInspection).toBe(false)
    expect(premiumFor({ ...card, coverageRatePercent: 0 }, { ...risk, days: 1, passengers: 1 }).totalPremium).toBe(3000)
    expect(premiumFor({ ...card, inspectionAboveCoverage: null, inspectionWithoutCrew: false }, { ...risk, coverageAmount: 1e9, professionalCrew: false }).requiresInspection).toBe(
      false,
    )
  })
})
