import { addDays, dayCount } from '@cms/core/contract/marinaDays'
import { YACHT_TYPES } from '@cms/features/catalogue/contract/catalogue'
import { isoDate } from '@cms/core/contract/isoDate'
import { enumeration } from '@cms/core/contract/options'
import { hasRole } from '@cms/core/contract/roles'
import { z } from '@cms/core/contract/zodSettings'

/**
 * Crew (issue "Community …", spec 2.1's /crew-showcase, /crew-request, /crew/dashboard): captains
 * and crew members show a profile if they choose, members ask for a captain or crew for their
 * dates, crew answer, and the one who asked accepts one answer.
 */

/** The roles whose holders are crew: they keep a profile and answer requests. */
export const CREW_ROLES = ['captain', 'crew_member'] as const
export type CrewRole = (typeof CREW_ROLES)[number]

export const isCrew = (user: Parameters<typeof hasRole>[0]): boolean => CREW_ROLES.some((role) => hasRole(user, role))

/** The role a crew member is shown with: a captain is a captain first. */
export const crewRoleOf = (user: Parameters<typeof hasRole>[0]): CrewRole => (hasRole(user, 'captain') ? 'captain' : 'crew_member')

/** Whom a request asks for. */
export const CREW_WANTED = enumeration({
  captain: { ru: 'Капитан', en: 'A captain' },
  crew: { ru: 'Член экипажа', en: 'A crew member' },
})
export type CrewWanted = (typeof CREW_WANTED.values)[number]

/** Who may answer a request: a captain's only captains; a crew member's any crew, captains included. */
export function mayAnswer(user: Parameters<typeof hasRole>[0], wanted: CrewWanted): boolean {
  return wanted === 'captain' ? hasRole(user, 'captain') : isCrew(user)
}

/** The lake's sailing areas a request names. */
export const CREW_REGIONS = enumeration({
  south: { ru: 'Южный Байкал (Листвянка, Байкальск)', en: 'Southern Baikal (Listvyanka, Baikalsk)' },
  smallSea: { ru: 'Малое Море и Ольхон', en: 'Maloye More and Olkhon' },
  chivyrkuy: { ru: 'Чивыркуйский залив и Баргузин', en: 'Chivyrkuy Bay and Barguzin' },
  north: { ru: 'Северный Байкал', en: 'Northern Baikal' },
  east: { ru: 'Восточный берег', en: 'Eastern shore' },
  anywhere: { ru: 'Весь Байкал', en: 'Anywhere on Baikal' },
})
type CrewRegion = (typeof CREW_REGIONS.values)[number]

/** Languages a crew member speaks with guests. */
export const CREW_LANGUAGES = enumeration({
  ru: { ru: 'Русский', en: 'Russian' },
  en: { ru: 'Английский', en: 'English' },
  zh: { ru: 'Китайский', en: 'Chinese' },
  de: { ru: 'Немецкий', en: 'German' },
  fr: { ru: 'Французский', en: 'French' },
  es: { ru: 'Испанский', en: 'Spanish' },
  it: { ru: 'Итальянский', en: 'Italian' },
  ja: { ru: 'Японский', en: 'Japanese' },
  ko: { ru: 'Корейский', en: 'Korean' },
  mn: { ru: 'Монгольский', en: 'Mongolian' },
})
export type CrewLanguage = (typeof CREW_LANGUAGES.values)[number]

export const CREW_REQUEST_STATUSES = enumeration({
  open: { ru: 'Ищем', en: 'Open' },
  filled: { ru: 'Экипаж найден', en: 'Filled' },
  cancelled: { ru: 'Отменён', en: 'Cancelled' },
})
export type CrewRequestStatus = (typeof CREW_REQUEST_STATUSES.values)[number]

export const CREW_ANSWER_STATUSES = enumeration({
  pending: { ru: 'Ждёт решения', en: 'Awaiting a decision' },
  accepted: { ru: 'Принят', en: 'Accepted' },
  declined: { ru: 'Выбран другой', en: 'Someone else was chosen' },
})
export type CrewAnswerStatus = (typeof CREW_ANSWER_STATUSES.values)[number]

export const CREW_BIO_MAX = 600
export const CREW_MESSAGE_MAX = 1000
export const CREW_MAX_EXPERIENCE_YEARS = 70
export const CREW_LIST_ROWS = { licences: 10, boatsSailed: 20 } as const
/** The longest stretch one request may ask for, and how far ahead. */
export const CREW_REQUEST_MAX_DAYS = 60
export const CREW_REQUEST_HORIZON_DAYS = 730
/** New requests per account and day, answers per account and day. */
export const CREW_REQUESTS_PER_DAY = 10
export const CREW_ANSWERS_PER_DAY = 30

/** The API's words; the islands show their own, in the page's language, by `code`. */
export const CREW_MESSAGES = {
  verifyFirst: 'Confirm your email address first.',
  crewOnly: 'Only captains and crew members have a crew profile.',
  cannotAnswer: 'This request asks for someone with another role.',
  ownRequest: 'You cannot answer your own request.',
  notOpen: 'This request is no longer open.',
  alreadyAnswered: 'You have already answered this request.',
  notPending: 'This answer has already been decided.',
  notRequester: 'Only the member who asked can accept an answer.',
  notResponder: 'Only its author can change an answer.',
  onlyCancel: 'A request can only be cancelled, and only while it is open.',
  startInPast: 'The dates must not be in the past.',
  endBeforeStart: 'The last day cannot be before the first.',
  tooLong: `A request covers at most ${CREW_REQUEST_MAX_DAYS} days.`,
  tooFarAhead: `A request can be made at most ${CREW_REQUEST_HORIZON_DAYS} days ahead.`,
  ownerOnly: 'Only the yacht’s owner puts crew on its charters.',
  charterClosed: 'This charter is over or cancelled.',
  noSuchCrew: 'No captain or crew member has that address.',
} as const
export type CrewMessageCode = keyof typeof CREW_MESSAGES

const list = (rows: number) => z.array(z.string('bodyInvalid').trim().min(1, 'required').max(120, 'tooLong'), 'bodyInvalid').max(rows, 'tooMany').default([])
const message = z.string('required').trim().min(1, 'required').max(CREW_MESSAGE_MAX, 'tooLong')

/** PUT /api/crew/profile: the profile's every field. */
export const crewProfileSchema = z.strictObject(
  {
    listed: z.boolean('bodyInvalid').default(false),
    experienceYears: z.number('required').int('wholeNumber').min(0, 'outOfRange').max(CREW_MAX_EXPERIENCE_YEARS, 'outOfRange'),
    licences: list(CREW_LIST_ROWS.licences),
    languages: z.array(z.enum(CREW_LANGUAGES.values, 'bodyInvalid'), 'bodyInvalid').min(1, 'required').max(CREW_LANGUAGES.values.length, 'tooMany'),
    boatsSailed: list(CREW_LIST_ROWS.boatsSailed),
    bio: z.string('bodyInvalid').trim().max(CREW_BIO_MAX, 'tooLong').default(''),
  },
  'bodyInvalid',
)
export type CrewProfileInput = z.output<typeof crewProfileSchema>

/** POST /api/crew/requests. Days are the lake's calendar days, both ends included. */
export const crewRequestSchema = z
  .strictObject(
    {
      wanted: z.enum(CREW_WANTED.values, 'required'),
      startDate: isoDate,
      endDate: isoDate,
      yachtType: z.enum(YACHT_TYPES.values, 'required'),
      region: z.enum(CREW_REGIONS.values, 'required'),
      message,
    },
    'bodyInvalid',
  )
  .refine((request) => request.endDate >= request.startDate, { message: 'endBeforeStart', path: ['endDate'] })
export type CrewRequestInput = z.output<typeof crewRequestSchema>

/** POST /api/crew/requests/{id}/answers. */
export const crewAnswerSchema = z.strictObject({ message }, 'bodyInvalid')

/**
 * Whether a request's days can be asked for, given the lake's today: the problem's code, or null.
 * The collection checks it at every door; the form checks it before sending.
 */
export function crewDatesProblem(startDate: string, endDate: string, today: string): CrewMessageCode | null {
  if (endDate < startDate) return 'endBeforeStart'
  if (startDate < today) return 'startInPast'
  if (dayCount(startDate, endDate) > CREW_REQUEST_MAX_DAYS) return 'tooLong'
  if (startDate > addDays(today, CREW_REQUEST_HORIZON_DAYS)) return 'tooFarAhead'
  return null
}

/** A profile on the showcase. */
export type CrewProfileView = {
  id: number
  name: string
  role: CrewRole
  photoUrl: string | null
  experienceYears: number
  licences: string[]
  languages: CrewLanguage[]
  boatsSailed: string[]
  bio: string
}

/** The member's own profile, as they edit it. */
export type MyCrewProfile = CrewProfileInput & { id: number }

type RequestFacts = {
  id: number
  wanted: CrewWanted
  startDate: string
  endDate: string
  yachtType: (typeof YACHT_TYPES.values)[number]
  region: CrewRegion
  message: string
  status: CrewRequestStatus
  createdAt: string
}

/** An answer as the member who asked sees it; the email only once they accepted it. */
type CrewAnswerView = {
  id: number
  name: string
  role: CrewRole
  profileId: number | null
  message: string
  status: CrewAnswerStatus
  createdAt: string
  email: string | null
}

/** GET /api/crew/requests: the member's own requests with their answers. */
export type MyCrewRequest = RequestFacts & { answers: CrewAnswerView[] }

/** A request as crew see it, with their own answer if they gave one; the asker's email once their answer was accepted. */
export type CrewRequestForCrew = RequestFacts & {
  requester: string
  myAnswer: { id: number; message: string; status: CrewAnswerStatus; createdAt: string } | null
  requesterEmail: string | null
}

/** A charter a yacht's owner put the crew member on, with whom to meet. */
export type CrewCharter = { bookingId: number; yacht: string; startDate: string; endDate: string; guests: number; status: string; contactName: string; contactPhone: string }

/** The most crew one charter takes. */
export const CHARTER_CREW_MAX = 6

/** POST /api/bookings/{id}/crew: the address of the captain or crew member to put on the charter. */
export const charterCrewSchema = z.strictObject({ email: z.string('required').trim().toLowerCase().max(254, 'emailInvalid').pipe(z.email('emailInvalid')) }, 'bodyInvalid')

/** GET /api/crew/dashboard: the crew member's profile, the open requests they may answer, those they answered, and their charters. */
export type CrewDashboardView = { profile: MyCrewProfile | null; open: CrewRequestForCrew[]; answered: CrewRequestForCrew[]; charters: CrewCharter[] }
