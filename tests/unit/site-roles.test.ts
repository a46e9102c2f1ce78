import { describe, expect, it } from 'vitest'

import english from '@site/i18n/locales/en/auth.json'
import russian from '@site/i18n/locales/ru/auth.json'
import { useTranslations } from '@site/i18n'
import { HEADER_LINKS, headerVariant, primaryRole, ROLE_LABELS, SELF_SELECTABLE_ROLES } from '@site/lib/roles'

describe('primary role (spec 6)', () => {
  it('is the first role in the order admin, owner, travel_manager, captain, crew_member, service_company, traveler, customer', () => {
    expect(primaryRole({ roles: ['customer', 'captain', 'owner'] })).toBe('owner')
    expect(primaryRole({ roles: ['traveler', 'service_company'] })).toBe('service_company')
    expect(primaryRole({ roles: ['crew_member', 'captain'] })).toBe('captain')
    expect(primaryRole({ roles: '["admin","customer"]' })).toBe('admin')
  })
  it('defaults to customer', () => {
    expect(primaryRole(null)).toBe('customer')
    expect(primaryRole({ roles: [] })).toBe('customer')
    expect(primaryRole({ roles: ['editor'] })).toBe('customer')
  })
})

describe('header role area (spec 6 table)', () => {
  it('shows guests the login link', () => {
    expect(headerVariant(null)).toBe('guest')
    expect(headerVariant(undefined)).toBe('guest')
    expect(HEADER_LINKS.guest).toEqual([{ kind: 'link', href: '/auth', labelKey: 'nav.login' }])
  })
  it('checks the roles in the order of the table', () => {
    expect(headerVariant({ roles: ['customer', 'admin'] })).toBe('admin')
    expect(headerVariant({ roles: ['crew_member', 'owner'] })).toBe('owner')
    expect(headerVariant({ roles: ['travel_manager', 'service_company'] })).toBe('service_company')
    expect(headerVariant({ roles: ['crew_member', 'travel_manager'] })).toBe('travel_manager')
    expect(headerVariant({ roles: '["crew_member"]' })).toBe('crew_member')
  })
  it('gives every other signed-in user the profile menu', () => {
    for (const roles of [['customer'], ['captain'], ['traveler'], [], 'not json']) expect(headerVariant({ roles })).toBe('member')
    expect(HEADER_LINKS.member.map((link) => (link.kind === 'link' ? link.href : link.kind))).toEqual(['/account', '/user/dashboard', '/social-club', 'logout'])
  })
  it('gives admins the bell and their dashboard, service companies orders', () => {
    expect(HEADER_LINKS.admin.map((link) => link.kind)).toEqual(['notifications', 'link'])
    expect(HEADER_LINKS.admin).toContainEqual({ kind: 'link', href: '/admin/dashboard', labelKey: 'auth.header.adminDashboard' })
    expect(HEADER_LINKS.service_company).toContainEqual({ kind: 'link', href: '/bookings', labelKey: 'auth.header.orders' })
    expect(HEADER_LINKS.owner).toEqual([{ kind: 'link', href: '/owner/dashboard', labelKey: 'auth.header.ownerDashboard' }])
    expect(HEADER_LINKS.travel_manager[0]).toMatchObject({ href: '/travel-manager/dashboard' })
    expect(HEADER_LINKS.crew_member[0]).toMatchObject({ href: '/crew/dashboard' })
  })
  it('labels every entry in both languages', () => {
    for (const locale of ['ru', 'en'] as const) {
      const t = useTranslations(locale)
      for (const link of Object.values(HEADER_LINKS).flat()) expect(t(link.labelKey), `${locale} ${link.labelKey}`).not.toBe(link.labelKey)
    }
    expect(english['auth.header.profileMenu']).toBe('Profile menu')
    expect(russian['auth.header.logout']).toBe('Выйти')
  })
})

describe('role labels', () => {
  it('are the CMS labels, in both languages', () => {
    for (const [role, label] of Object.entries(ROLE_LABELS)) {
      expect(russian).toHaveProperty([`auth.role.${role}`], label.ru)
      expect(english).toHaveProperty([`auth.role.${role}`], label.en)
    }
  })
  it('never offer admin or editor at registration', () => {
    expect(SELF_SELECTABLE_ROLES).not.toContain('admin')
    expect(SELF_SELECTABLE_ROLES).not.toContain('editor')
  })
})
