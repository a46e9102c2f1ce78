import { describe, expect, it } from 'vitest'

import english from '@site/i18n/locales/en/auth.json'
import russian from '@site/i18n/locales/ru/auth.json'
import { PASSWORD_RULES, passwordStrength } from '@site/features/accounts/passwordStrength'

describe('password strength (spec 4.3)', () => {
  it('grades 0 very weak grey, 1-2 weak red, 3 medium yellow, 4 good blue, 5 excellent green', () => {
    const grade = (password: string) => {
      const { score, level, color } = passwordStrength(password)
      return [score, level, color]
    }
    expect(grade('')).toEqual([0, 'very-weak', 'grey'])
    expect(grade('a')).toEqual([1, 'weak', 'red'])
    expect(grade('aB')).toEqual([2, 'weak', 'red'])
    expect(grade('aB1')).toEqual([3, 'medium', 'yellow'])
    expect(grade('aB1!')).toEqual([4, 'good', 'blue'])
    expect(grade('aB1!aaaa')).toEqual([5, 'excellent', 'green'])
  })
  it('is valid only when all five rules are met', () => {
    expect(passwordStrength('Sail1ng!').valid).toBe(true)
    expect(passwordStrength('sailing1!').valid).toBe(false)
    expect(passwordStrength('SAILING1!').valid).toBe(false)
    expect(passwordStrength('Sailing!!').valid).toBe(false)
    expect(passwordStrength('Sailing11').valid).toBe(false)
    expect(passwordStrength('Sa1!').valid).toBe(false)
  })
  it('reports each rule', () => {
    expect(passwordStrength('abcdefgh').met).toEqual({ length: true, uppercase: false, lowercase: true, digit: false, special: false })
  })
  it('takes only !@#$%^&* as special characters', () => {
    expect(passwordStrength('?').met.special).toBe(false)
    for (const special of '!@#$%^&*') expect(passwordStrength(special).met.special).toBe(true)
  })
  it('counts Cyrillic capitals and small letters', () => {
    expect(passwordStrength('Байкал2026!').valid).toBe(true)
  })
  it('names every rule and level in both languages', () => {
    for (const strings of [english, russian]) {
      for (const rule of PASSWORD_RULES) expect(strings).toHaveProperty([`auth.strength.rule.${rule.id}`])
      for (const level of ['very-weak', 'weak', 'medium', 'good', 'excellent']) expect(strings).toHaveProperty([`auth.strength.level.${level}`])
    }
  })
})
