import { describe, expect, it } from 'vitest'

import { moveAllowed } from '../../cms/content/transitions'
import { schemaFor, submissionTitle } from '../../cms/contract/submissions'

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
