import { describe, expect, it } from 'vitest'

import { moveAllowed } from '@cms/features/content/transitions'
import { lexicalToSource } from '@cms/features/publishing/lexicalText'
import { eventTimeToIso, kindsFor, publishedPath, schemaFor, submissionTitle } from '@cms/features/content/contract/submissions'
import { toLexical } from '@cms/seed/lexical'

describe('a submission’s moves', () => {
  it('lets the member write and send, and only a moderator decide', () => {
    expect(moveAllowed(null, 'draft', false).allowed).toBe(true)
    expect(moveAllowed(null, 'in_review', false).allowed).toBe(true)
    expect(moveAllowed(null, 'approved', true)).toEqual({ allowed: false, reason: 'notInReview' })
    expect(moveAllowed('draft', 'in_review', false).allowed).toBe(true)
    expect(moveAllowed('rejected', 'in_review', false).allowed).toBe(true)
    expect(moveAllowed('in_review', 'approved', false)).toEqual({ allowed: false, reason: 'notInReview' })
    expect(moveAllowed('in_review', 'draft', false)).toEqual({ allowed: false, reason: 'notEditable' })
    expect(moveAllowed('in_review', 'approved', true).allowed).toBe(true)
    expect(moveAllowed('in_review', 'rejected', true).allowed).toBe(true)
    expect(moveAllowed('draft', 'approved', true)).toEqual({ allowed: false, reason: 'notInReview' })
    expect(moveAllowed('approved', 'rejected', true)).toEqual({ allowed: false, reason: 'notInReview' })
    expect(moveAllowed('approved', 'draft', false)).toEqual({ allowed: false, reason: 'notEditable' })
  })
})

describe('a submission’s data', () => {
  it('keeps a draft with any valid subset of the fields, and requires them all for review', () => {
    expect(schemaFor('destination', false).safeParse({ name: 'Бухта Песчаная' }).success).toBe(true)
    const forReview = schemaFor('destination', true).safeParse({ name: 'Бухта Песчаная' })
    expect(forReview.success).toBe(false)
    expect(schemaFor('destination', false).safeParse({ name: 'Б' }).success).toBe(false)
    expect(schemaFor('destination', false).safeParse({ owner: 1 }).success).toBe(false)
  })

  it('refuses a trip that ends before it starts, and impossible dates', () => {
    const result = schemaFor('trip-package', false).safeParse({ startDate: '2027-07-10', endDate: '2027-07-09' })
    expect(result.success ? null : result.error.issues[0]?.message).toBe('endBeforeStart')
    expect(schemaFor('trip-package', false).safeParse({ startDate: '2027-02-30' }).success).toBe(false)
  })

  it('keeps markup as text: a title is whatever was typed, trimmed', () => {
    expect(submissionTitle('destination', { name: '  <b>Ушканьи</b>  ' })).toBe('<b>Ушканьи</b>')
    expect(submissionTitle('trip-package', { title: 42 })).toBe('')
  })
})

describe('events proposed by members', () => {
  it('are for captains, owners and admins; the other kinds for everyone', () => {
    expect(kindsFor({ roles: ['customer'] })).toEqual(['destination', 'trip-package', 'wiki'])
    expect(kindsFor({ roles: ['customer', 'captain'] })).toEqual(['destination', 'trip-package', 'event', 'wiki'])
    expect(kindsFor({ roles: ['owner'] })).toContain('event')
    expect(kindsFor(null)).not.toContain('event')
  })

  it('keep the lake’s wall-clock time: 10:00 in Irkutsk is 02:00 UTC', () => {
    expect(eventTimeToIso('2027-08-14T10:00')).toBe('2027-08-14T02:00:00.000Z')
    expect(eventTimeToIso('2027-01-01T03:30')).toBe('2026-12-31T19:30:00.000Z')
  })

  it('check their times: real, ahead when sent, and ending after they start', () => {
    const event = { startDate: '2099-08-14T10:00', endDate: '2099-08-14T09:00' }
    const codes = (data: Record<string, unknown>, forReview: boolean) => {
      const parsed = schemaFor('event', forReview).safeParse(data)
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    }
    expect(codes(event, false)).toEqual({ endDate: 'endBeforeStart' })
    expect(codes({ startDate: '2099-02-30T10:00' }, false)).toEqual({ startDate: 'dateInvalid' })
    expect(codes({ startDate: '2099-02-03 10:00' }, false)).toEqual({ startDate: 'dateInvalid' })
    expect(codes({ startDate: '2001-02-03T10:00' }, false)).toEqual({})
    // A complete event that started already is refused for review (the integration test sends one).
    expect(codes({ startDate: '2001-02-03T10:00' }, true)).toMatchObject({ title: 'required' })
  })
})

describe('a wiki article’s text', () => {
  it('goes from rich text back to the source it was written in, and again to the same rich text', () => {
    const source = '## Беседочный узел\n\nПетля, которая не затягивается.\n\n- Швартовка\n- Страховка'
    expect(lexicalToSource(toLexical(source))).toBe(source)
    expect(toLexical(lexicalToSource(toLexical(source)))).toEqual(toLexical(source))
    expect(lexicalToSource(null)).toBe('')
  })

  it('is found at its slug once approved, and at the wiki before', () => {
    expect(publishedPath('wiki', 4, { articleSlug: 'uzly' })).toBe('/wiki/uzly')
    expect(publishedPath('wiki', null, {})).toBe('/wiki')
    expect(publishedPath('event', 7)).toBe('/events/7')
  })
})
