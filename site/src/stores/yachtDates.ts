import { atom } from 'nanostores'

/** Days a visitor asked which yachts are free on, with room for `guests`. */
export type DatesChosen = { from: string; to: string; guests: number }

/**
 * The yacht list's free-dates question (YachtDates sets it, null once cleared); the catalogue
 * (YachtCatalogue) shows the yachts free on them. Either may clear it.
 */
export const $yachtDates = atom<DatesChosen | null>(null)
