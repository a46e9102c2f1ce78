import { DIFFICULTIES, TRIP_YACHT_TYPES, WIKI_CATEGORIES } from '@cms/features/catalogue/contract/catalogue'
import { EVENT_CATEGORIES, EVENT_REGIONS, EVENT_TYPES } from '@cms/features/events/contract/events'
import type { SubmissionKind } from '@cms/features/content/contract/submissions'

/** The catalogue's choices a submission can point at, named in the page's language. */
type Choice = { id: number; name: string }
export type Choices = { yachts: Choice[]; destinations: Choice[]; activities: Choice[] }

/**
 * How the form shows each field of a kind (cms/features/content/contract/submissions.ts holds the rules): the
 * control, and for choices where they come from. The picture is a field of its own.
 */
export type FieldSpec =
  | { name: string; control: 'text' | 'textarea' | 'date' | 'datetime' | 'lines'; maxLength?: number }
  | { name: string; control: 'number'; step?: number }
  /** Carried, not shown: the wiki article a proposal edits. */
  | { name: string; control: 'hidden' }
  | { name: string; control: 'select'; options: readonly string[]; labels: Record<string, { ru: string; en: string }> }
  | { name: string; control: 'choice' | 'choices'; from: keyof Choices }

export const FIELD_SPECS: Record<SubmissionKind, readonly FieldSpec[]> = {
  destination: [
    { name: 'name', control: 'text', maxLength: 100 },
    { name: 'shortDescription', control: 'textarea', maxLength: 300 },
    { name: 'description', control: 'textarea', maxLength: 5000 },
    { name: 'durationDays', control: 'number' },
    { name: 'distanceKm', control: 'number' },
    { name: 'price', control: 'number' },
    { name: 'difficulty', control: 'select', options: DIFFICULTIES.values, labels: DIFFICULTIES.labels },
    { name: 'bestSeason', control: 'text', maxLength: 100 },
    { name: 'highlights', control: 'lines' },
    { name: 'activities', control: 'choices', from: 'activities' },
    { name: 'latitude', control: 'number', step: 0.0001 },
    { name: 'longitude', control: 'number', step: 0.0001 },
  ],
  'trip-package': [
    { name: 'title', control: 'text', maxLength: 120 },
    { name: 'summary', control: 'textarea', maxLength: 300 },
    { name: 'description', control: 'textarea', maxLength: 5000 },
    { name: 'yacht', control: 'choice', from: 'yachts' },
    { name: 'yachtType', control: 'select', options: TRIP_YACHT_TYPES.values, labels: TRIP_YACHT_TYPES.labels },
    { name: 'startDate', control: 'date' },
    { name: 'endDate', control: 'date' },
    { name: 'durationText', control: 'text', maxLength: 60 },
    { name: 'durationDays', control: 'number' },
    { name: 'capacity', control: 'number' },
    { name: 'basePricePerDay', control: 'number' },
    { name: 'totalPrice', control: 'number' },
    { name: 'destinations', control: 'choices', from: 'destinations' },
    { name: 'activities', control: 'choices', from: 'activities' },
    { name: 'includes', control: 'lines' },
  ],
  event: [
    { name: 'title', control: 'text', maxLength: 140 },
    { name: 'summary', control: 'textarea', maxLength: 300 },
    { name: 'description', control: 'textarea', maxLength: 5000 },
    { name: 'startDate', control: 'datetime' },
    { name: 'endDate', control: 'datetime' },
    { name: 'location', control: 'text', maxLength: 160 },
    { name: 'category', control: 'select', options: EVENT_CATEGORIES.values, labels: EVENT_CATEGORIES.labels },
    { name: 'type', control: 'select', options: EVENT_TYPES.values, labels: EVENT_TYPES.labels },
    { name: 'region', control: 'select', options: EVENT_REGIONS.values, labels: EVENT_REGIONS.labels },
    { name: 'maxParticipants', control: 'number' },
    { name: 'difficulty', control: 'select', options: DIFFICULTIES.values, labels: DIFFICULTIES.labels },
    { name: 'entryFee', control: 'number' },
    { name: 'boatClasses', control: 'lines' },
    { name: 'organizer', control: 'text', maxLength: 160 },
    { name: 'sponsor', control: 'text', maxLength: 120 },
    { name: 'prizes', control: 'textarea', maxLength: 2000 },
  ],
  wiki: [
    { name: 'article', control: 'hidden' },
    { name: 'title', control: 'text', maxLength: 140 },
    { name: 'category', control: 'select', options: WIKI_CATEGORIES.values, labels: WIKI_CATEGORIES.labels },
    { name: 'excerpt', control: 'textarea', maxLength: 300 },
    { name: 'content', control: 'textarea', maxLength: 20_000 },
    { name: 'changeNote', control: 'text', maxLength: 300 },
  ],
}

/** The kinds whose form has a picture: a wiki proposal has none (editors add pictures). */
export const hasPicture = (kind: SubmissionKind) => kind !== 'wiki'

/** What the form's controls hold: text, or the ticked boxes' values. */
export type RawValues = Record<string, string | string[]>

/** The controls' values as the API takes them: numbers as numbers, lines as a list, nothing for an empty control. */
export function toData(kind: SubmissionKind, raw: RawValues, image: number | null): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const spec of FIELD_SPECS[kind]) {
    const value = raw[spec.name]
    if (spec.control === 'choices') data[spec.name] = (Array.isArray(value) ? value : value ? [value] : []).map(Number)
    else if (spec.control === 'lines')
      data[spec.name] = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    else if (typeof value === 'string' && value.trim() !== '')
      data[spec.name] = spec.control === 'number' || spec.control === 'choice' || spec.control === 'hidden' ? Number(value) : value
  }
  if (image !== null) data.image = image
  return data
}

/** A stored submission's data back into the controls. */
export function toRaw(kind: SubmissionKind, data: Record<string, unknown>): RawValues {
  const raw: RawValues = {}
  for (const spec of FIELD_SPECS[kind]) {
    const value = data[spec.name]
    if (spec.control === 'choices') raw[spec.name] = Array.isArray(value) ? value.map(String) : []
    else if (spec.control === 'lines') raw[spec.name] = Array.isArray(value) ? value.map(String).join('\n') : ''
    else raw[spec.name] = value === undefined || value === null ? '' : String(value)
  }
  return raw
}
