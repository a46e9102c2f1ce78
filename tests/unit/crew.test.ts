import { describe, expect, it } from 'vitest'

import {
  CREW_REQUEST_HORIZON_DAYS,
  CREW_REQUEST_MAX_DAYS,
  crewDatesProblem,
  crewProfileSchema,
  crewRequestSchema,
  crewRoleOf,
  isCrew,
  mayAnswer,
} from '@cms/features/crew/contract/crew'
import { addDays } from '@cms/core/contract/marinaDays'
import { crewNoticeEmail } from '@cms/features/crew/emails/crewNotice'

const today = '2027-05-10'

describe('who is crew, and who may answer', () => {
  it('counts captains and crew members, a captain first', () => {
    expect(isCrew({ roles: ['customer'] })).toBe(false)
    expect(isCrew({ roles: ['crew_member'] })).toBe(true)
    expect(crewRoleOf({ roles: ['crew_member', 'captain'] })).toBe('captain')
    expect(crewRoleOf({ roles: ['crew_member'] })).toBe('crew_member')
  })
  it('lets only captains answer for a captain, and any crew answer for crew', () => {
    expect(mayAnswer({ roles: ['captain'] }, 'captain')).toBe(true)
    expect(mayAnswer({ roles: ['crew_member'] }, 'captain')).toBe(false)
    expect(mayAnswer({ roles: ['captain'] }, 'crew')).toBe(true)
    expect(mayAnswer({ roles: ['crew_member'] }, 'crew')).toBe(true)
    expect(mayAnswer({ roles: ['admin'] }, 'crew')).toBe(false)
  })
})

describe('a request’s days', () => {
  it('are today or later, in order, at most 60 of them, at most two years ahead', () => {
    expect(crewDatesProblem(today, today, today)).toBeNull()
    expect(crewDatesProblem(addDays(today, -1), today, today)).toBe('startInPast')
    expect(crewDatesProblem(today, addDays(today, -1), today)).toBe('endBeforeStart')
    expect(crewDatesProblem(today, addDays(today, CREW_REQUEST_MAX_DAYS - 1), today)).toBeNull()
    expect(crewDatesProblem(today, addDays(today, CREW_REQUEST_MAX_DAYS), today)).toBe('tooLong')
    const far = addDays(today, CREW_REQUEST_HORIZON_DAYS + 1)
    expect(crewDatesProblem(far, far, today)).toBe('tooFarAhead')
  })
  it('are read by the request’s schema as real calendar days, naming each field’s problem', () => {
    const base = { wanted: 'crew', startDate: '2027-06-01', endDate: '2027-06-03', yachtType: 'catamaran', region: 'north', message: 'Hi' }
    expect(crewRequestSchema.safeParse(base).success).toBe(true)
    const wrong = crewRequestSchema.safeParse({ ...base, startDate: '2027-02-30', wanted: 'cook', message: ' ' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['wanted', 'required'],
      ['startDate', 'dateInvalid'],
      ['message', 'required'],
    ])
    expect(crewRequestSchema.safeParse({ ...base, status: 'filled' }).success).toBe(false)
  })
})

describe('a crew profile', () => {
  it('takes whole years, at least one language, and trims its lists', () => {
    const parsed = crewProfileSchema.parse({ experienceYears: 4, languages: ['ru'], licences: ['  Skipper  '] })
    expect(parsed).toEqual({ listed: false, experienceYears: 4, languages: ['ru'], licences: ['Skipper'], boatsSailed: [], bio: '' })
    expect(crewProfileSchema.safeParse({ experienceYears: 71, languages: ['ru'] }).success).toBe(false)
    expect(crewProfileSchema.safeParse({ experienceYears: 4, languages: ['tlh'] }).success).toBe(false)
  })
})

describe('the crew emails', () => {
  const facts = { name: 'Анна', other: 'Иван П.', otherEmail: 'ivan@example.test', dates: '2027-06-01 – 2027-06-03', message: 'Готов', link: 'https://example.test/crew' }
  it('tell the asker of an answer with its text, and only an accepted crew member the asker’s address', () => {
    for (const language of ['ru', 'en'] as const) {
      const answered = crewNoticeEmail({ ...facts, news: 'answered', language })
      expect(answered.text).toContain('Готов')
      expect(answered.text).not.toContain('ivan@example.test')
      expect(crewNoticeEmail({ ...facts, news: 'accepted', language }).text).toContain('ivan@example.test')
      expect(crewNoticeEmail({ ...facts, news: 'declined', language }).text).toContain(facts.dates)
    }
    expect(crewNoticeEmail({ ...facts, news: 'accepted', language: 'en' }).subject).toBe('Your answer was accepted')
    expect(crewNoticeEmail({ ...facts, news: 'accepted', language: 'ru' }).subject).toBe('Ваш отклик принят')
  })
})
