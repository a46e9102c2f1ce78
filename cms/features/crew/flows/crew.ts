import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import type { SessionUser } from '@cms/core/visitorSession'
import { photoPath } from '@cms/features/accounts/contract/portalUser'
import {
  CREW_MESSAGES,
  type CrewAnswerStatus,
  type CrewDashboardView,
  type CrewLanguage,
  type CrewProfileInput,
  type CrewProfileView,
  type CrewRequestForCrew,
  type CrewRequestInput,
  type CrewRequestStatus,
  type CrewWanted,
  type MyCrewProfile,
  type MyCrewRequest,
  crewRoleOf,
} from '../contract/crew'
import { hasRole } from '@cms/core/contract/roles'
import { shownName } from '@cms/core/contract/shownName'
import { crewCharters } from './charters'
import type { CrewProfile } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/** How many profiles the showcase shows, and how many requests or answers one list holds. */
const SHOWCASE_SIZE = 200
const LIST_SIZE = 100

type ProfileRow = {
  id: number
  experience_years: string
  bio: string | null
  first_name: string | null
  last_name: string | null
  public_profile: boolean | null
  photo_id: number | null
  captain: boolean
}
type ListRow = { parent_id: number; path?: string; text?: string | null; value?: string | null }

/** The profiles' lists (licences, boats, languages), kept by Payload in side tables, in their order. */
async function profileLists(visitor: Visitor, ids: number[]) {
  const pool = visitor.payload.db.pool
  const [texts, languages] = await Promise.all([
    pool.query<ListRow>(`SELECT parent_id, path, text FROM crew_profiles_texts WHERE parent_id = ANY($1) ORDER BY parent_id, path, "order"`, [ids]),
    pool.query<ListRow>(`SELECT parent_id, value FROM crew_profiles_languages WHERE parent_id = ANY($1) ORDER BY parent_id, "order"`, [ids]),
  ])
  const lists = new Map<number, { licences: string[]; boatsSailed: string[]; languages: CrewLanguage[] }>(ids.map((id) => [id, { licences: [], boatsSailed: [], languages: [] }]))
  for (const row of texts.rows) {
    const list = lists.get(row.parent_id)
    if (list && row.text && (row.path === 'licences' || row.path === 'boatsSailed')) list[row.path].push(row.text)
  }
  for (const row of languages.rows) if (row.value) lists.get(row.parent_id)?.languages.push(row.value as CrewLanguage)
  return lists
}

/**
 * /crew-showcase: the profiles of captains and crew members who chose to show them, most
 * experienced first. Read past access: only listed profiles of accounts that hold a crew role and
 * are not locked, each with its photo only where its member made their profile public.
 */
export async function crewShowcase(visitor: Visitor): Promise<CrewProfileView[]> {
  const { rows } = await visitor.payload.db.pool.query<ProfileRow>(
    `SELECT p.id, p.experience_years, p.bio, u.first_name, u.last_name, u.public_profile, u.photo_id,
            EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'captain') AS captain
       FROM crew_profiles p JOIN users u ON u.id = p.member_id
      WHERE p.listed AND NOT coalesce(u.locked, false)
        AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN ('captain', 'crew_member'))
      ORDER BY p.experience_years DESC, p.id LIMIT ${SHOWCASE_SIZE}`,
  )
  const lists = await profileLists(
    visitor,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    name: shownName({ firstName: row.first_name, lastName: row.last_name }),
    role: row.captain ? 'captain' : 'crew_member',
    photoUrl: row.public_profile && row.photo_id ? photoPath(row.photo_id) : null,
    experienceYears: Number(row.experience_years),
    bio: row.bio ?? '',
    ...(lists.get(row.id) ?? { licences: [], boatsSailed: [], languages: [] }),
  }))
}

const ownProfileId = async (member: Member): Promise<number | null> =>
  (await member.payload.db.pool.query<{ id: number }>('SELECT id FROM crew_profiles WHERE member_id = $1', [member.user.id])).rows[0]?.id ?? null

const mine = (profile: CrewProfile): MyCrewProfile => ({
  id: profile.id,
  listed: profile.listed === true,
  experienceYears: profile.experienceYears,
  licences: profile.licences ?? [],
  languages: profile.languages ?? [],
  boatsSailed: profile.boatsSailed ?? [],
  bio: profile.bio ?? '',
})

/** The member's own crew profile, as the collection lets them see it. */
export async function myCrewProfile(member: Member): Promise<MyCrewProfile | null> {
  const id = await ownProfileId(member)
  if (id === null) return null
  const profile = await member.payload.findByID({ collection: 'crew-profiles', id, depth: 0, overrideAccess: false, disableErrors: true, req: await visitorRequest(member) })
  return profile ? mine(profile) : null
}

/**
 * Writes the member's crew profile, making it on the first save. Only crew have one (the
 * collection refuses others); one per member is the database's: a second save at once finds the
 * first one's row and changes it.
 */
export async function saveCrewProfile(member: Member, input: CrewProfileInput): Promise<MyCrewProfile> {
  const req = await visitorRequest(member)
  const change = async (id: number) => mine(await member.payload.update({ collection: 'crew-profiles', id, data: input, depth: 0, overrideAccess: false, req }))
  const existing = await ownProfileId(member)
  if (existing !== null) return change(existing)
  try {
    return mine(await member.payload.create({ collection: 'crew-profiles', data: { ...input, member: member.user.id }, depth: 0, overrideAccess: false, req }))
  } catch (error) {
    const raced = await ownProfileId(member)
    if (raced !== null) return change(raced)
    throw error
  }
}

/** Removes the member's crew profile; false when they had none. */
export async function deleteCrewProfile(member: Member): Promise<boolean> {
  const id = await ownProfileId(member)
  if (id === null) return false
  await member.payload.delete({ collection: 'crew-profiles', id, overrideAccess: false, req: await visitorRequest(member) })
  return true
}

type RequestRow = {
  id: number
  wanted: CrewWanted
  start_date: string
  end_date: string
  yacht_type: MyCrewRequest['yachtType']
  region: MyCrewRequest['region']
  message: string
  status: CrewRequestStatus
  created_at: Date
}

const requestFacts = (row: RequestRow) => ({
  id: row.id,
  wanted: row.wanted,
  startDate: row.start_date,
  endDate: row.end_date,
  yachtType: row.yacht_type,
  region: row.region,
  message: row.message,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
})

const REQUEST_COLUMNS = 'r.id, r.wanted, r.start_date, r.end_date, r.yacht_type, r.region, r.message, r.status, r.created_at'

type AnswerRow = {
  id: number
  request_id: number
  message: string
  status: CrewAnswerStatus
  created_at: Date
  first_name: string | null
  last_name: string | null
  email: string
  captain: boolean
  profile_id: number | null
}

/**
 * /crew-request's list: the member's own requests, newest first, each with its answers. An
 * answer names its crew member (and their showcase profile, if listed); their address only once
 * accepted.
 */
export async function myCrewRequests(member: Member): Promise<MyCrewRequest[]> {
  const pool = member.payload.db.pool
  const requests = await pool.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM crew_requests r WHERE r.requester_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${LIST_SIZE}`,
    [member.user.id],
  )
  const ids = requests.rows.map((row) => row.id)
  const answers = await pool.query<AnswerRow>(
    `SELECT a.id, a.request_id, a.message, a.status, a.created_at, u.first_name, u.last_name, u.email, p.id AS profile_id,
            EXISTS (SELECT 1 FROM users_roles x WHERE x.parent_id = u.id AND x.value = 'captain') AS captain
       FROM crew_answers a JOIN users u ON u.id = a.responder_id
       LEFT JOIN crew_profiles p ON p.member_id = u.id AND p.listed
      WHERE a.request_id = ANY($1) ORDER BY a.created_at, a.id`,
    [ids],
  )
  return requests.rows.map((row) => ({
    ...requestFacts(row),
    answers: answers.rows
      .filter((answer) => answer.request_id === row.id)
      .map((answer) => ({
        id: answer.id,
        name: shownName({ firstName: answer.first_name, lastName: answer.last_name }) || '—',
        role: answer.captain ? 'captain' : 'crew_member',
        profileId: answer.profile_id,
        message: answer.message,
        status: answer.status,
        createdAt: new Date(answer.created_at).toISOString(),
        email: answer.status === 'accepted' ? answer.email : null,
      })),
  }))
}

type ForCrewRow = RequestRow & {
  first_name: string | null
  last_name: string | null
  email: string
  answer_id: number | null
  answer_message: string | null
  answer_status: CrewAnswerStatus | null
  answer_created_at: Date | null
}

const forCrew = (row: ForCrewRow): CrewRequestForCrew => ({
  ...requestFacts(row),
  requester: shownName({ firstName: row.first_name, lastName: row.last_name }) || '—',
  myAnswer:
    row.answer_id !== null
      ? { id: row.answer_id, message: row.answer_message ?? '', status: row.answer_status ?? 'pending', createdAt: new Date(row.answer_created_at ?? 0).toISOString() }
      : null,
  requesterEmail: row.answer_status === 'accepted' ? row.email : null,
})

/** Which requests a crew member may answer: captains any, crew members those asking for crew. */
const answerableWanted = (user: SessionUser): CrewWanted[] => (crewRoleOf(user) === 'captain' ? ['captain', 'crew'] : ['crew'])

/**
 * /crew/dashboard: the crew member's profile; the open requests, not yet begun, of others, that
 * ask for their role and that they have not answered, soonest first; and the requests they
 * answered with where their answer stands (the asker's address once accepted); and the charters
 * yacht owners put them on.
 */
export async function crewDashboard(member: Member): Promise<CrewDashboardView> {
  const pool = member.payload.db.pool
  const columns = `${REQUEST_COLUMNS}, u.first_name, u.last_name, u.email, a.id AS answer_id, a.message AS answer_message, a.status AS answer_status, a.created_at AS answer_created_at`
  const [profile, open, answered, charters] = await Promise.all([
    myCrewProfile(member),
    pool.query<ForCrewRow>(
      `SELECT ${columns} FROM crew_requests r JOIN users u ON u.id = r.requester_id
         LEFT JOIN crew_answers a ON a.request_id = r.id AND a.responder_id = $1
        WHERE r.status = 'open' AND r.start_date >= $2 AND r.requester_id <> $1 AND r.wanted = ANY($3::text[]::enum_crew_requests_wanted[]) AND a.id IS NULL
        ORDER BY r.start_date, r.id LIMIT ${LIST_SIZE}`,
      [member.user.id, marinaDayOf(new Date()), answerableWanted(member.user)],
    ),
    pool.query<ForCrewRow>(
      `SELECT ${columns} FROM crew_answers a JOIN crew_requests r ON r.id = a.request_id JOIN users u ON u.id = r.requester_id
        WHERE a.responder_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT ${LIST_SIZE}`,
      [member.user.id],
    ),
    crewCharters(member),
  ])
  return { profile, open: open.rows.map(forCrew), answered: answered.rows.map(forCrew), charters }
}

/** A new request for a captain or crew, in the language of the page it was asked on. */
export async function createCrewRequest(member: Member, input: CrewRequestInput): Promise<{ id: number; status: CrewRequestStatus }> {
  const created = await member.payload.create({
    collection: 'crew-requests',
    // The status is the collection's to decide: field access keeps it from members.
    data: { ...input, requester: member.user.id, language: member.language, status: 'open' },
    depth: 0,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  return { id: created.id, status: created.status }
}

/** Cancels the member's own open request; null when they have no such request. */
export async function cancelCrewRequest(member: Member, id: number): Promise<{ id: number; status: CrewRequestStatus } | null> {
  const req = await visitorRequest(member)
  const request = await member.payload.findByID({ collection: 'crew-requests', id, depth: 0, overrideAccess: false, disableErrors: true, req })
  // Crew read others' open requests too; only the asker's own is theirs to cancel.
  if (!request || (request.requester !== member.user.id && !hasRole(member.user, 'admin'))) return null
  const cancelled = await member.payload.update({ collection: 'crew-requests', id, data: { status: 'cancelled' }, depth: 0, overrideAccess: false, req })
  return { id: cancelled.id, status: cancelled.status }
}

/** The crew member's answer to a request they can see; null when they cannot see it. */
export async function answerCrewRequest(member: Member, requestId: number, message: string): Promise<{ id: number; status: CrewAnswerStatus } | null> {
  const req = await visitorRequest(member)
  const request = await member.payload.findByID({ collection: 'crew-requests', id: requestId, depth: 0, overrideAccess: false, disableErrors: true, req })
  if (!request) return null
  try {
    const answer = await member.payload.create({
      collection: 'crew-answers',
      data: { request: requestId, responder: member.user.id, message, language: member.language, status: 'pending' },
      depth: 0,
      overrideAccess: false,
      req,
    })
    return { id: answer.id, status: answer.status }
  } catch (error) {
    // One answer per crew member and request is the database's unique index; this names the refusal.
    const { rows } = await member.payload.db.pool.query('SELECT 1 FROM crew_answers WHERE request_id = $1 AND responder_id = $2', [requestId, member.user.id])
    if (rows.length > 0) throw refusalError(CREW_MESSAGES, 'alreadyAnswered', 409)
    throw error
  }
}

/** The asker accepts an answer to their request; null when the member cannot see that answer. */
export async function acceptCrewAnswer(member: Member, answerId: number): Promise<{ id: number; status: CrewAnswerStatus } | null> {
  const req = await visitorRequest(member)
  const answer = await member.payload.findByID({ collection: 'crew-answers', id: answerId, depth: 0, overrideAccess: false, disableErrors: true, req })
  if (!answer) return null
  const accepted = await member.payload.update({ collection: 'crew-answers', id: answerId, data: { status: 'accepted' }, depth: 0, overrideAccess: false, req })
  return { id: accepted.id, status: accepted.status }
}
