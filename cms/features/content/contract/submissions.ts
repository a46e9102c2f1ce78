import { LANGUAGES } from '@cms/core/contract/language'
import { DIFFICULTIES, TRIP_YACHT_TYPES, WIKI_CATEGORIES } from '@cms/features/catalogue/contract/catalogue'
import { EVENT_CATEGORIES, EVENT_REGIONS, EVENT_TYPES } from '@cms/features/events/contract/events'
import { enumeration } from '@cms/core/contract/options'
import { type Role, hasRole } from '@cms/core/contract/roles'
import { isoDate } from '@cms/core/contract/isoDate'
import { z } from '@cms/core/contract/zodSettings'

/**
 * Members' submissions (spec 1, 4.4): destinations and trip packages written by members, kept
 * apart from the catalogue until a moderator approves them. One schema per kind serves the form
 * (which translates each error code as `submissions.error.<code>`), the portal API and the
 * collection's own check, so every door judges a submission alike.
 */

export const SUBMISSION_KINDS = enumeration({
  destination: { ru: 'Направление', en: 'Destination' },
  'trip-package': { ru: 'Турпакет', en: 'Trip package' },
  event: { ru: 'Событие', en: 'Event' },
  wiki: { ru: 'Статья вики', en: 'Wiki article' },
})
export type SubmissionKind = (typeof SUBMISSION_KINDS.values)[number]

/** Where an approved submission's page is on the site (before the language prefix). */
export function publishedPath(kind: SubmissionKind, publishedId: number | null | undefined, data: Record<string, unknown> = {}): string {
  // Wiki articles live at their slug, which approval writes into the submission's data.
  if (kind === 'wiki') return typeof data.articleSlug === 'string' ? `/wiki/${data.articleSlug}` : '/wiki'
  const section = { destination: '/destination', 'trip-package': '/trips', event: '/events' }[kind]
  return `${section}/${publishedId ?? ''}`
}

/** Who may propose an event (issue "Community …"): captains, yacht owners and admins; anyone verified, the rest. */
const EVENT_ORGANIZER_ROLES: readonly Role[] = ['captain', 'owner', 'admin']

/** The kinds a member may submit. */
export function kindsFor(user: { roles?: readonly string[] | null } | null | undefined): SubmissionKind[] {
  return SUBMISSION_KINDS.values.filter((kind) => kind !== 'event' || EVENT_ORGANIZER_ROLES.some((role) => hasRole(user, role)))
}

export const SUBMISSION_STATUSES = enumeration({
  draft: { ru: 'Черновик', en: 'Draft' },
  in_review: { ru: 'На проверке', en: 'In review' },
  approved: { ru: 'Одобрено', en: 'Approved' },
  rejected: { ru: 'Отклонено', en: 'Rejected' },
})
export type SubmissionStatus = (typeof SUBMISSION_STATUSES.values)[number]

/** The statuses in which the member may still change their submission. */
export const EDITABLE_STATUSES: readonly SubmissionStatus[] = ['draft', 'rejected']

/** New submissions a member may start in a day (drafts included): far more than a person writes, too few to fill the queue. */
export const SUBMISSIONS_PER_DAY = 10
/** Pictures a member may upload for submissions in a day. */
export const SUBMISSION_IMAGES_PER_DAY = 30
export const MODERATOR_NOTES_MAX = 2000
const DESCRIPTION_MAX = 5000
/** A submission's request body: its fields and room for the longest description, never a picture (those are uploaded apart). */
export const SUBMISSION_BODY_BYTES = 32 * 1024

/** The spec's words (spec 5, 8), answered as they are. */
export const CONTENT_MESSAGES = {
  createFailed: 'Failed to create content',
  moderateFailed: 'Failed to moderate content',
  notesRequired: 'Rejection Notes Required',
  notEditable: 'This submission is being reviewed or was approved, and can no longer be changed.',
  notInReview: 'Only a submission in review can be approved or rejected.',
  verifyFirst: 'Confirm your email address before submitting content.',
  imageRequired: 'Add a picture before sending the submission for review.',
  organizersOnly: 'Only captains, yacht owners and admins can propose events.',
} as const

const text = (min: number, max: number) =>
  z
    .string('required')
    .trim()
    .min(min, min <= 1 ? 'required' : 'tooShort')
    .max(max, 'tooLong')
const whole = (min: number, max: number) => z.number('required').int('wholeNumber').min(min, 'outOfRange').max(max, 'outOfRange')
const amount = (max: number) => z.number('required').min(0, 'outOfRange').max(max, 'outOfRange')
const ids = (max: number) => z.array(z.number().int().positive(), 'bodyInvalid').max(max, 'tooMany').default([])
const list = (rows: number, longest = 120) => z.array(z.string().trim().min(1, 'required').max(longest, 'tooLong'), 'bodyInvalid').max(rows, 'tooMany').default([])
const optionalText = (max: number) => z.string('bodyInvalid').trim().max(max, 'tooLong').default('')
const imageId = z.number('imageRequired').int('imageRequired').positive('imageRequired')

/**
 * Events' times as organisers write them: the lake's wall-clock time (Irkutsk, UTC+8 all year
 * since 2014), 'YYYY-MM-DDTHH:mm' as a datetime-local control gives it.
 */
const EVENT_TIME_OFFSET = '+08:00'
const localDateTime = z
  .string('required')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'dateInvalid')
  .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)) && new Date(`${value}:00Z`).toISOString().startsWith(value), 'dateInvalid')
/** An event time as written ('2027-07-04T10:00', Irkutsk) as the instant the catalogue stores. */
export const eventTimeToIso = (value: string) => new Date(`${value}:00${EVENT_TIME_OFFSET}`).toISOString()

/** Spec 3's destination, as a member writes it: the catalogue's fields, with the description as plain text. */
const destinationShape = {
  name: text(2, 100),
  shortDescription: text(10, 300),
  description: z.string().trim().max(DESCRIPTION_MAX, 'tooLong').default(''),
  durationDays: whole(1, 60),
  distanceKm: amount(2000),
  price: whole(0, 10_000_000),
  difficulty: z.enum(DIFFICULTIES.values, 'required'),
  bestSeason: text(2, 100),
  highlights: list(12),
  activities: ids(20),
  latitude: z.number('required').min(-90, 'outOfRange').max(90, 'outOfRange'),
  longitude: z.number('required').min(-180, 'outOfRange').max(180, 'outOfRange'),
  image: imageId,
}

/** Spec 3's trip package, on one of the catalogue's yachts. */
const tripPackageShape = {
  title: text(2, 120),
  summary: text(10, 300),
  description: z.string().trim().max(DESCRIPTION_MAX, 'tooLong').default(''),
  yacht: z.number('required').int('required').positive('required'),
  yachtType: z.enum(TRIP_YACHT_TYPES.values, 'required'),
  startDate: isoDate,
  endDate: isoDate,
  durationText: text(1, 60),
  durationDays: whole(1, 60),
  capacity: whole(1, 150),
  basePricePerDay: amount(1_000_000),
  totalPrice: amount(10_000_000),
  destinations: ids(20),
  activities: ids(20),
  includes: list(20),
  image: imageId,
}

/** Spec 3's event, as a captain or owner proposes it; the picture is optional, as in the catalogue. */
const eventShape = {
  title: text(2, 140),
  summary: text(10, 300),
  description: z.string().trim().max(DESCRIPTION_MAX, 'tooLong').default(''),
  startDate: localDateTime,
  endDate: localDateTime,
  location: text(2, 160),
  category: z.enum(EVENT_CATEGORIES.values, 'required'),
  type: z.enum(EVENT_TYPES.values, 'required'),
  region: z.enum(EVENT_REGIONS.values, 'required'),
  maxParticipants: whole(1, 10_000),
  difficulty: z.enum(DIFFICULTIES.values, 'required'),
  entryFee: whole(0, 1_000_000),
  boatClasses: list(20, 60),
  sponsor: optionalText(120),
  organizer: optionalText(160),
  prizes: optionalText(2000),
  image: imageId.optional(),
}

/** The longest wiki article a member may write, in characters of plain text. */
const WIKI_CONTENT_MAX = 20_000

/**
 * A wiki article as a member proposes it: a new one, or a new text of an existing one
 * (`article`), reviewed as a diff against the article's text at the time.
 */
const wikiShape = {
  article: z.number('bodyInvalid').int('bodyInvalid').positive('bodyInvalid').optional(),
  title: text(2, 140),
  category: z.enum(WIKI_CATEGORIES.values, 'required'),
  excerpt: text(10, 300),
  content: text(20, WIKI_CONTENT_MAX),
  changeNote: optionalText(300),
  /** Written by approval: where the article is. */
  articleSlug: z.string('bodyInvalid').max(200, 'tooLong').optional(),
}

const endAfterStart = (data: { startDate?: string; endDate?: string }) => !data.startDate || !data.endDate || data.endDate >= data.startDate
const endAfterStartIssue = { path: ['endDate'], error: 'endBeforeStart' }
/** An event sent for review must still lie ahead. */
const startsAhead = (data: { startDate?: string }) => !data.startDate || Date.parse(eventTimeToIso(data.startDate)) > Date.now()
const startsAheadIssue = { path: ['startDate'], error: 'startInPast' }

/** What a submission sent for review must hold: every required field, valid. */
export const SUBMISSION_SCHEMAS = {
  destination: z.strictObject(destinationShape, 'bodyInvalid'),
  'trip-package': z.strictObject(tripPackageShape, 'bodyInvalid').refine(endAfterStart, endAfterStartIssue),
  event: z.strictObject(eventShape, 'bodyInvalid').refine(endAfterStart, endAfterStartIssue).refine(startsAhead, startsAheadIssue),
  wiki: z.strictObject(wikiShape, 'bodyInvalid'),
} as const

/** What a draft may hold: any of the fields, each valid if given, so a half-written form can be kept. */
const DRAFT_SCHEMAS = {
  destination: z.strictObject(destinationShape, 'bodyInvalid').partial(),
  'trip-package': z.strictObject(tripPackageShape, 'bodyInvalid').partial().refine(endAfterStart, endAfterStartIssue),
  event: z.strictObject(eventShape, 'bodyInvalid').partial().refine(endAfterStart, endAfterStartIssue),
  wiki: z.strictObject(wikiShape, 'bodyInvalid').partial(),
} as const

export type DestinationSubmission = z.output<(typeof SUBMISSION_SCHEMAS)['destination']>
export type TripPackageSubmission = z.output<(typeof SUBMISSION_SCHEMAS)['trip-package']>
export type EventSubmission = z.output<(typeof SUBMISSION_SCHEMAS)['event']>
export type WikiSubmission = z.output<(typeof SUBMISSION_SCHEMAS)['wiki']>

/** GET /api/wiki/{id}/source: an article's text as a proposal starts from and a moderator's diff compares against. */
export type WikiSource = { id: number; title: string; category: string; excerpt: string; content: string }

/** The schema a submission's data must pass: the full one to be reviewed, the lenient one to be kept as a draft. */
export const schemaFor = (kind: SubmissionKind, forReview: boolean) => (forReview ? SUBMISSION_SCHEMAS[kind] : DRAFT_SCHEMAS[kind])

/** The title the queue and the dashboard show: the destination's name, the package's or the event's title. */
export function submissionTitle(kind: SubmissionKind, data: Record<string, unknown>): string {
  const value = kind === 'destination' ? data.name : data.title
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 120) : ''
}

/** POST /api/content/submissions. */
export const submissionRequestSchema = z.strictObject(
  {
    kind: z.enum(SUBMISSION_KINDS.values, 'kind'),
    data: z.record(z.string(), z.unknown(), 'bodyInvalid'),
    submit: z.boolean('bodyInvalid').default(false),
    language: z.enum(LANGUAGES.values).default('ru'),
  },
  'bodyInvalid',
)
export type SubmissionRequest = z.output<typeof submissionRequestSchema>

/** PATCH /api/content/submissions/{id}: new data, and whether to send it for review. */
export const submissionChangeSchema = z.strictObject(
  {
    data: z.record(z.string(), z.unknown(), 'bodyInvalid'),
    submit: z.boolean('bodyInvalid').default(false),
    language: z.enum(LANGUAGES.values).optional(),
  },
  'bodyInvalid',
)
export type SubmissionChange = z.output<typeof submissionChangeSchema>

/** POST /api/admin/content/submissions/{id}/reject. The notes' absence is answered in the spec's words, not as a field error. */
export const rejectionSchema = z.strictObject({ notes: z.string('bodyInvalid').max(MODERATOR_NOTES_MAX, 'tooLong').optional() }, 'bodyInvalid')

/** The moderation queue's filters. */
export const queueQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES.values).default('in_review'),
  kind: z.enum(SUBMISSION_KINDS.values).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type QueueQuery = z.output<typeof queueQuerySchema>

/** A submission as the portal API answers it. */
export type SubmissionView = {
  id: number
  kind: SubmissionKind
  status: SubmissionStatus
  language: 'ru' | 'en'
  title: string
  data: Record<string, unknown>
  imageUrl: string | null
  moderatorNotes: string | null
  submittedAt: string | null
  reviewedAt: string | null
  publishedId: number | null
  submitter: { id: number; name: string; email: string } | null
  createdAt: string
  updatedAt: string
}

export type SubmissionPage = { docs: SubmissionView[]; page: number; totalPages: number; totalDocs: number }

/** The submission form's pictures: the media library's limit, the profile photo's types. */
export const SUBMISSION_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const SUBMISSION_IMAGE_REQUEST_BYTES = SUBMISSION_IMAGE_MAX_BYTES + 64 * 1024
export const SUBMISSION_IMAGE_ERRORS = {
  missing: 'Choose a picture to upload.',
  tooLarge: `The picture is too large; the limit is ${SUBMISSION_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The picture must be a JPEG, PNG or WebP image.',
} as const
